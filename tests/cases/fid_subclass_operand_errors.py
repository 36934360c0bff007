# errors of builtin operations on instances of builtin subclasses name the subclass
class S(str): pass
class I(int): pass
class L(list): pass
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
t(lambda: S('a') < 1)
t(lambda: sorted([S('a'), 1]))
t(lambda: sorted([1, S('a')]))
t(lambda: min(S('a'), 1))
t(lambda: max([L(), I(2)]))
t(lambda: [1, 2] * S('a'))
t(lambda: S('ab') * S('a'))
t(lambda: S('ab') * 2.5)
t(lambda: L([1]) * L())
t(lambda: (1,) * I(2))
t(lambda: len(I(3)))
t(lambda: 'a' + I(3))
t(lambda: S('a') + I(3))
t(lambda: [1] + S('a'))
x = L([1])
try:
    x *= S('a')
except Exception as e: print(type(e).__name__, e)
t(lambda: format(S('a'), 'd'))

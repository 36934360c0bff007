print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool(-0.0), bool(0.1))
print(bool(''), bool(' '), bool([]), bool([0]), bool(()), bool({}), bool({0: 0}))
print(bool(set()), bool(frozenset([1])), bool(None), bool(range(0)), bool(range(1)))
print(bool(float('nan')), bool(10**100), bool(len))
print(True + True, True * 10, -True, ~True, True / 2, True // 2)
print(True == 1, False == 0, True is True, 1.0 == True)
print(isinstance(True, int), type(True), type(True + 1))
print(str(True), repr(False), f'{True}', f'{True:d}', f'{True:>6}')
print(hash(True), hash(False))
print({True: 'a', 1: 'b', 1.0: 'c'})
try:
    bool(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

# An operator the builtin part of a subclass instance does not support:
# CPython's TypeError names the subclasses, not their builtin bases.
class Num(int): pass
class S(str): pass
class D(dict): pass
class L(list): pass
class F(float): pass


def t(f):
    try:
        f()
    except TypeError as e:
        print(e)


t(lambda: "a" < Num(1))
t(lambda: Num(1) < "a")
t(lambda: Num(1) + "a")
t(lambda: "a" + Num(1))
t(lambda: S("x") - 1)
t(lambda: 1 - S("x"))
t(lambda: D() + 1)
t(lambda: D() - D())
t(lambda: [] < D())
t(lambda: -S("x"))
t(lambda: +L())
t(lambda: ~F(1.5))
t(lambda: S("a") * 1.5)
t(lambda: Num(2) @ Num(3))
t(lambda: F(1.0) << 2)
t(lambda: L() / 2)
t(lambda: divmod(S("a"), 2))
t(lambda: pow(L(), 2))


def aug():
    x = D()
    x -= 1


t(aug)


def aug2():
    x = Num(3)
    x @= Num(1)


t(aug2)
print(Num(2) + 3, S("a") + "b", D(a=1) | {"b": 2}, L([1]) + [2], -Num(4), F(2.0) ** 2)

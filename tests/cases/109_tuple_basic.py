t = (1, 2, 3)
print(t, t[0], t[-1], t[1:], len(t))
print((), (1,), (1, 2) + (3,), (0,) * 3)
e = ()
print(len(e), e == (), tuple())
s = 1, 2
print(s, type(s) is tuple)
print(tuple([1, 2]), tuple("ab"), tuple(range(3)))
print(t.index(2), t.count(1))
print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 9))
x = (1, [2, 3])
x[1].append(4)
print(x)
print(((1, 2), (3,)), (("a",),))
try:
    t[0] = 9
except TypeError as e:
    print(e)

def f(a, *, b, c=3):
    return a, b, c
print(f(1, b=2))
print(f(1, c=5, b=4))
def g(*args, sep="-"):
    return sep.join(args)
print(g("a", "b", "c"))
print(g("a", "b", sep="+"))
try:
    f(1, 2)
except TypeError as e:
    print(e)
try:
    f(1)
except TypeError as e:
    print(e)

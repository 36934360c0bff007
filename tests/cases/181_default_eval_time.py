calls = []
def make_default():
    calls.append("called")
    return len(calls)
def f(x=make_default()):
    return x
print(calls)
print(f(), f(), f(10), calls)
y = 5
def g(a=y, b=[y]):
    b.append(a)
    return a, b
y = 6
print(g(), g(), g(1, []))

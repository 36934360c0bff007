def outer():
    v = 1
    def get():
        return v
    v = 2
    r1 = get()
    v = 3
    return r1, get()
print(outer())
def make_pair():
    data = []
    def push(x):
        data.append(x)
    def snap():
        return tuple(data)
    return push, snap
push, snap = make_pair()
push(1)
s1 = snap()
push(2)
print(s1, snap())
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns2 = [(lambda j: lambda: j)(i) for i in range(3)]
print([f() for f in fns2])

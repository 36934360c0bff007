def outer(n):
    def inner(k=n * 2):
        return k + n
    return inner
f = outer(5)
print(f(), f(0))
def make_adders():
    adders = []
    for i in range(3):
        def add(x, i=i):
            return x + i
        adders.append(add)
    return adders
print([a(10) for a in make_adders()])
def counter_factory():
    counts = {}
    def hit(name):
        counts[name] = counts.get(name, 0) + 1
        return counts[name]
    return hit
h = counter_factory()
print(h("a"), h("b"), h("a"), h("a"))

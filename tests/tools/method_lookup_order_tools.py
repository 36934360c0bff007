# Method calls whose arguments call tools: the method is looked up before
# the arguments run (LOADMETHOD), and the VM is snapshotted at every pause
# with the looked-up method (a class's function, a getter's result, a
# builtin value's type, a super() method) waiting in a register.
def ask(x):
    return echo(x)["args"][0]


class Acc:
    def __init__(self):
        self.items = []
    def add(self, *xs):
        self.items.extend(xs)
        return self
    @property
    def adder(self):
        return self.items.append


class Loud(Acc):
    def add(self, *xs):
        return super().add(*[x.upper() for x in xs])
    def add2(self, x):
        return super().add(ask(x), ask(x + "!"))


a = Acc()
a.add(ask("one"), ask("two"))
a.adder(ask("three"))
out = []
out.append(ask("four"))
print(a.items, out, "-".join([ask("x"), ask("y")]), {"k": 1}.get(ask("k")))
L = Loud()
L.add(ask("five"))
L.add2(ask("six"))
print(L.items)


def swap():
    Acc.add = lambda self, *xs: "swapped"
    return ask("seven")


b = Acc()
r = b.add(swap())
print(r.items, b.add("again"))
try:
    None.append(ask("never mind"))
except AttributeError as e:
    print(e)

# Special methods that are descriptors of user classes: their __get__ (and
# the bound callable) call a tool while a with statement, a len() and a
# for loop wait on them; the VM is snapshotted at every pause.
def e(x):
    return echo(x)['args'][0]


class Binder:
    def __init__(self, fn):
        self.fn = fn

    def __get__(self, obj, typ=None):
        tag = e(typ.__name__)
        return lambda *a: self.fn(obj, tag, *a)


def enter(self, tag):
    print('enter', tag)
    return e(self.n)


def leave(self, tag, *exc):
    print('exit', tag, exc[0])
    return True


class Ctx:
    __enter__ = Binder(enter)
    __exit__ = Binder(leave)
    __len__ = Binder(lambda self, tag: e(self.n) + len(tag))
    __iter__ = Binder(lambda self, tag: iter([tag, e('x')]))

    def __init__(self, n):
        self.n = n


with Ctx(3) as v:
    print('body', v)
    raise KeyError('k')
print(len(Ctx(2)), [s for s in Ctx(1)])
if Ctx(0):
    print('truthy through __len__')

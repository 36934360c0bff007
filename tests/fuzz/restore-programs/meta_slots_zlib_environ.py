# The newest object kinds in one paused state: a metaclass and the classes
# it made (class attributes through the metaclass, __init_subclass__),
# __slots__ member descriptors (set, unset, deleted), zlib streams in the
# middle of their data, os.environ with entries, and a generator that a
# tool call pauses while it is being closed (its finally block runs).
import os
import zlib


class Meta(type):
    registry = []

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        mcls.registry.append(name)
        return cls

    def __call__(cls, *a):
        obj = super().__call__(*a)
        obj.made_by = cls.__name__
        return obj

    @property
    def tag(cls):
        return cls.__name__.lower()


class Base(metaclass=Meta):
    def __init_subclass__(cls, kind=None, **kw):
        super().__init_subclass__(**kw)
        cls.kind = kind


class Leaf(Base, kind='leaf'):
    pass


class Slotted:
    __slots__ = ('a', 'b', 'c')

    def __init__(self):
        self.a = 1
        self.b = [2]


class SlottedKid(Slotted):
    __slots__ = ('d',)


s = Slotted()
del s.b
k = SlottedKid()
k.d = {'x': s}
leaf = Leaf()

co = zlib.compressobj(6, zlib.DEFLATED, -12)
part = co.compress(b'abc' * 500)
do = zlib.decompressobj()
whole = zlib.compress(b'hello world ' * 100)
half = do.decompress(whole[:len(whole) // 2], 40)
os.environ['HOME'] = '/home/agent'
os.environ.setdefault('LANG', 'C')


def gen():
    try:
        yield 1
        yield 2
    finally:
        pause('closing')


g = gen()
next(g)
out = []
try:
    g.close()
finally:
    out.append(g.gi_running)
print(Meta.registry, Leaf.tag, leaf.made_by, Leaf.kind, s.a, k.d['x'].a, len(part), half,
      do.unconsumed_tail[:4], os.environ['HOME'], out)

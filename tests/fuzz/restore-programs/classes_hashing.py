import re
class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v) % 3
    def __eq__(self, other):
        return isinstance(other, Key) and other.v == self.v
class Base:
    def __init_subclass__(cls, **kw):
        cls.made = True
class Widget(Base):
    count = 0
    def __init__(self, name):
        self.name = name
    @property
    def label(self):
        return self.name.upper()
    @classmethod
    def make(cls):
        return cls('auto')
    @staticmethod
    def helper():
        return 1
table = {Key(i): i for i in range(6)}
seen = {Key(1), Key(4), frozenset({1, 2})}
pat = re.compile(r'(?P<word>\w+)-(\d+)', re.I)
m = pat.search('item-42 other-7')
w = Widget.make()
print(pause(table[Key(4)], len(seen)), w.label, w.made, m.group('word'), m.span(2),
      pat.findall('a-1 b-2'), Widget.helper(), slice(1, None, 2), range(0, 10, 3))

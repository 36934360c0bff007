# dataclasses as agents write them: KW_ONLY, InitVar, slots=True, frozen, order,
# a user __setattr__ seen by __init__, and CPython's messages.
from dataclasses import dataclass, field, asdict, astuple, replace, fields, KW_ONLY, FrozenInstanceError, is_dataclass, InitVar
from typing import List, Optional
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
    _: KW_ONLY
    qty: int = 1
    def total(self): return self.price * self.qty
i = Item("a", 2.0, qty=3); print(i, i.total(), asdict(i), astuple(i), replace(i, name="b"))
print([f.name for f in fields(Item)], is_dataclass(i), is_dataclass(Item), Item.__dataclass_fields__['tags'].default_factory)
@dataclass(frozen=True, order=True)
class P:
    x: int
    y: int = 0
p = P(1, 2)
try: p.x = 5
except FrozenInstanceError as e: print(type(e).__name__, e)
print(P(1,2) < P(1,3), sorted([P(2), P(1, 5)]), hash(p) == hash(P(1, 2)), {p: 1})
@dataclass
class Post:
    a: int
    b: int = field(init=False)
    c: InitVar[int] = 5
    def __post_init__(self, c): self.b = self.a * c
print(Post(2), Post(2, 3))
@dataclass(slots=True)
class S:
    a: int
    b: str = 'x'
s = S(1); print(s, S.__slots__)
try: s.c = 1
except AttributeError as e: print(e)
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
    parent: Optional['Node'] = field(default=None, repr=False, compare=False)
n = Node(1, [Node(2)]); print(n, asdict(n))
try:
    @dataclass
    class Bad:
        a: list = []
except ValueError as e: print(e)
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
except TypeError as e: print(e)
try: Item()
except TypeError as e: print(e)
try: Item("a", 1, [], 5)
except TypeError as e: print(e)
@dataclass(eq=False)
class NE:
    a: int
print(NE(1) == NE(1), repr(field(default=1))[:6])
@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
print(K(a=1))
try: K(1)
except TypeError as e: print(e)
print(Item.__init__.__doc__, Item.__match_args__, P.__match_args__)
@dataclass
class Inh(P.__class__ and Item):
    extra: int = 0
print(Inh("z", extra=4))
@dataclass
class Watched:
    a: int
    def __setattr__(self, k, v):
        print('set', k, v)
        object.__setattr__(self, k, v)
w = Watched(3); print(w)
@dataclass(slots=True, frozen=True)
class SF:
    a: int
sf = SF(1); print(sf, SF.__slots__, hash(sf) == hash(SF(1)))
try: sf.a = 2
except FrozenInstanceError as e: print(e)
@dataclass(slots=True)
class SB(S):
    c: int = 0
print(SB(1, 'y', 2), SB.__slots__)
try:
    @dataclass(slots=True)
    class SS:
        __slots__ = ('a',)
        a: int
except TypeError as e: print(e)

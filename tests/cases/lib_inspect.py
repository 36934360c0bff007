# inspect: signature/Signature/Parameter/BoundArguments and the predicates, as CPython 3.11
import inspect, functools
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import NamedTuple, Optional
import collections
def f(a, b: int = 2, /, c=3, *args, d, e: 'str' = 'x', **kw) -> int: pass
async def co(x): pass
def gen(): yield
async def agen(): yield
class A:
    def __init__(self, x, y=1): pass
    def m(self, z, *, w=None): pass
    @classmethod
    def cm(cls, q): pass
    @staticmethod
    def sm(r, s=2): pass
    def __call__(self, v): pass
class B: pass
@dataclass
class D:
    name: str
    tags: list[str] = field(default_factory=list)
    scale: InitVar[float] = 1.0
    _: KW_ONLY
    note: str | None = None
class P(NamedTuple):
    x: int
    y: float = 0.5
NT = collections.namedtuple('NT', 'a b', defaults=[0])
@functools.wraps(f)
def w(*a, **k): pass
p = functools.partial(f, 1, c=5)
for obj in [f, co, gen, agen, A, A(1).m, A.m, A.cm, A.sm, A(1), B, D, P, NT, w, p, lambda x, *y: 0, functools.partial(A.m, A(1))]:
    try:
        s = inspect.signature(obj)
        print(s, repr(s), [ (n, str(q.kind), q.default is q.empty, repr(q)) for n, q in s.parameters.items()], s.return_annotation)
    except Exception as e:
        print('ERR', type(e).__name__, e)


s = inspect.signature(f)
for args, kw in [((1,), {'d': 4}), ((1, 2, 3, 4, 5), {'d': 1, 'z': 2}), ((), {}), ((1,), {}), ((1,), {'a': 1, 'd': 2}), ((1,2,3), {'c': 3, 'd': 1})]:
    try:
        ba = s.bind(*args, **kw); print(ba, ba.args, ba.kwargs); ba.apply_defaults(); print(ba.arguments)
    except TypeError as e: print('TypeError', e)
    try:
        print(s.bind_partial(*args, **kw))
    except TypeError as e: print('TypeError', e)
def g(a, b=1): pass
s2 = inspect.signature(g)
try: s2.bind(1, 2, 3)
except TypeError as e: print(e)
try: s2.bind(1, c=3)
except TypeError as e: print(e)
try: s2.bind(1, a=3)
except TypeError as e: print(e)
print(inspect.Parameter('x', inspect.Parameter.KEYWORD_ONLY, default=3, annotation=int))
print(inspect.Parameter.POSITIONAL_ONLY, repr(inspect.Parameter.VAR_KEYWORD), inspect.Parameter.KEYWORD_ONLY.description)
print(inspect.Signature([inspect.Parameter('a', inspect.Parameter.POSITIONAL_OR_KEYWORD)], return_annotation=str))
print(inspect.Parameter.empty, inspect.Signature.empty, inspect._empty)
print(s.replace(return_annotation=inspect.Signature.empty), s == inspect.signature(f), s2 == s)
print(inspect.signature(f).parameters['b'].replace(default=9))
for fn in ['isfunction', 'ismethod', 'isclass', 'iscoroutinefunction', 'isgeneratorfunction', 'isasyncgenfunction', 'isbuiltin', 'isroutine', 'ismodule', 'isgenerator', 'iscoroutine', 'isawaitable', 'isasyncgen', 'isabstract']:
    print(fn, [getattr(inspect, fn)(o) for o in [f, co, gen, agen, A, A(1).m, len, [].append, inspect, gen(), 3]])
print(inspect.getdoc(A), inspect.cleandoc('  a\n    b\n  c'))
class Doc:
    """  Hello
       world
    """
print(repr(inspect.getdoc(Doc)))
print(inspect.unwrap(w) is f, inspect.getmro(A))
print(inspect.getfullargspec(f))
try: inspect.Parameter('1x', inspect.Parameter.POSITIONAL_ONLY)
except ValueError as e: print(e)
try: inspect.Signature([inspect.Parameter('a', 1, default=1), inspect.Parameter('b', 1)])
except ValueError as e: print(e)
try: inspect.Signature([inspect.Parameter('a', 1), inspect.Parameter('a', 1)])
except ValueError as e: print(e)
try: inspect.Signature([inspect.Parameter('a', 1), inspect.Parameter('b', 0)])
except ValueError as e: print(e)

try:
    inspect.signature(3)
except TypeError as e:
    print(e)

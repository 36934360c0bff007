# functools, copy, typing, textwrap, sys against CPython
import functools, copy, typing, textwrap, sys
from typing import List, Optional, Dict, Any, TypeVar, cast, TYPE_CHECKING
from functools import reduce, partial, lru_cache, cache, wraps
print(reduce(lambda a, b: a * b, [1, 2, 3, 4]), reduce(lambda a, b: a + b, [], 10))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print(e)
p = partial(int, base=2); print(p('101'), partial(max, 5)(3, 9))
calls = []
@lru_cache(maxsize=2)
def sq(x):
    calls.append(x)
    return x * x
print([sq(i) for i in [1, 2, 1, 3, 1, 2]], calls)
@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
@lru_cache
def g(x): return x + 1
print(g(1), g(1))
def deco(f):
    @wraps(f)
    def w(*a):
        return f(*a) * 2
    return w
@deco
def h(x): return x
print(h(4))
a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a); c = copy.deepcopy(a)
a[1].append(9); a[2]['k'].append(5)
print(b, c, b[1] is a[1], c[1] is a[1])
shared = [1]; d = copy.deepcopy([shared, shared]); print(d[0] is d[1])
cyc = [1]; cyc.append(cyc); e = copy.deepcopy(cyc); print(e[1] is e, e[0])
t = (1, [2]); print(copy.deepcopy(t) == t, copy.deepcopy(t) is t, copy.deepcopy((1, 2)) is not None)
T = TypeVar('T'); print(cast(int, '3'), TYPE_CHECKING)
def f(x: List[int], y: Optional[Dict[str, Any]] = None) -> List[int]:
    return x
print(f([1]))
text = "The quick brown fox jumps over the lazy dog. " * 4
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, 25, initial_indent='* ', subsequent_indent='  '))
print(textwrap.shorten("Hello  world!  How are you today?", width=20))
print(repr(textwrap.dedent("    a\n      b\n    c\n")), repr(textwrap.indent("a\nb\n\nc", '> ')))
print(textwrap.wrap("averyveryverylongwordthatdoesnotfit and more", 10), textwrap.wrap('', 10))
print(textwrap.fill('one two three four five six', 12, max_lines=2))
print(sys.maxsize, sys.version_info[:2], sys.getrecursionlimit())
n = sys.stdout.write('hi\n'); print(n)

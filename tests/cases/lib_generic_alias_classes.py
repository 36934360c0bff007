# types.GenericAlias from the library's generic classes: deque, ChainMap,
# re.Pattern and re.Match, functools.partial, dataclasses.Field, asyncio's
# Future and Task (CPython 3.11's __class_getitem__)
import collections, collections.abc, re, functools, itertools, queue, contextlib, dataclasses, asyncio, enum, os
from collections import deque, defaultdict, OrderedDict, Counter, ChainMap
for t in [deque, defaultdict, OrderedDict, Counter, ChainMap, list, dict, tuple, set, frozenset, type,
          collections.abc.Iterable, collections.abc.Mapping,
          re.Pattern, re.Match, functools.partial, queue.Queue, queue.SimpleQueue,
          contextlib.AbstractContextManager, dataclasses.Field, asyncio.Future, asyncio.Task,
          asyncio.Queue, os.PathLike, enumerate, reversed, filter, map, zip, range, memoryview, slice, int]:
    try:
        a = t[int]
        print(repr(a), type(a).__name__, a.__origin__ is t, a.__args__)
    except TypeError as e:
        print(t.__name__, 'TypeError', e)
print(deque[int](range(3)), type(deque[int](range(3))).__name__)
print(isinstance(deque(), deque), deque[int] == deque[int], defaultdict[str, list])

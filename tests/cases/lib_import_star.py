# from m import *: __all__ when the module has one, else the names without
# a leading underscore; module level only.
from typing import *    # first: its aliases (Counter, Deque...) are placeholders in baton
from math import *
from collections import *
from itertools import *
from functools import *
from string import *
from re import *
from json import *
from datetime import *
from dataclasses import *
from contextlib import *
from statistics import *
from bisect import *
from heapq import *
from operator import *
from copy import *
from random import *
from textwrap import *
from html import *
from urllib.parse import *
from abc import *
from calendar import *
from unicodedata import *

print(sqrt(16), pi, floor(2.5), gcd(12, 18))
print(Counter("abca").most_common(1), deque([1, 2]), OrderedDict(a=1))
print(list(chain([1], [2])), reduce(lambda a, b: a + b, [1, 2, 3]))
print(ascii_lowercase[:5], digits)
print(findall(r"\d", "a1b2"), compile("x", IGNORECASE).pattern)
print(dumps({"a": 1}), loads("[2]"))
print(date(2024, 1, 2), timedelta(days=1), MINYEAR, MAXYEAR)
print(is_dataclass(1), fields.__name__)
print(mean([1, 2, 3]), median([3, 1, 2]))
print(bisect_left([1, 3], 2), nlargest(1, [1, 5, 2]))
print(itemgetter(1)("ab"), attrgetter("real")(3))
print(deepcopy([1, [2]]), dedent("  x\n  y"), escape("<a>"))
print(urlparse("http://a/b?c=1")[4], quote("a b"))
print(isleap(2024), monthrange(2024, 2))
print(name("a"))
with suppress(KeyError):
    {}[1]
print(TYPE_CHECKING)


def uses_global():
    return sqrt(81)


print(uses_global())

# names outside __all__ / with a leading underscore stay out
for name in ["T", "TEMPLATE", "DEBUG", "_compile", "IsoCalendarDate", "_st",
             "_MISSING_TYPE", "uses_netloc", "_abstract", "__all__"]:
    try:
        eval_ = {"T": lambda: T, "TEMPLATE": lambda: TEMPLATE, "DEBUG": lambda: DEBUG,
                 "_compile": lambda: _compile, "IsoCalendarDate": lambda: IsoCalendarDate,
                 "_st": lambda: _st, "_MISSING_TYPE": lambda: _MISSING_TYPE,
                 "uses_netloc": lambda: uses_netloc, "_abstract": lambda: _abstract,
                 "__all__": lambda: __all__}[name]
        eval_()
        print(name, "imported")
    except NameError as e:
        print(e)
print(__name__)

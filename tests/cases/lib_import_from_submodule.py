# `from PACKAGE import SUBMODULE` imports the submodule, as CPython's import does
from collections import abc
print(isinstance({}, abc.Mapping), isinstance([], abc.MutableSequence), abc.Iterable)
from urllib import parse
print(parse.urlparse("https://example.com/a?b=1").netloc, parse.quote("a b"))
import collections
print(collections.abc is abc)
from collections import abc as cabc, Counter
print(cabc is abc, Counter("aab"))
try:
    from collections import nosuch
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])

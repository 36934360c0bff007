# __module__ of functions: a library module's functions name it (CPython
# takes the globals' __name__), natives name their module or builtins,
# builtin methods have None; a program's own functions are __main__'s
import collections
import dataclasses
import json
import math
import re
import textwrap


def mine():
    pass


for f in [mine, len, print, sorted, math.sqrt, math.floor, json.loads, json.dumps,
          re.compile, re.sub, textwrap.dedent, textwrap.TextWrapper.wrap,
          dataclasses.asdict, collections.namedtuple, str.maketrans, dict.fromkeys,
          [].append, "".join, int.from_bytes]:
    print(getattr(f, "__qualname__", f), repr(f.__module__))

mine.__module__ = "elsewhere"
print(mine.__module__)
import functools
wrapped = functools.wraps(textwrap.dedent)(lambda s: s)
print(wrapped.__module__, wrapped.__name__)

# a missing submodule: the parent is imported first, and a parent that is
# no package says so, as CPython's import system
try:
    import sys.foo
except ModuleNotFoundError as e:
    print(e, "|", e.name)
try:
    import math.x
except ModuleNotFoundError as e:
    print(e, "|", e.name)
try:
    import json.nosuch
except ModuleNotFoundError as e:
    print(e, "|", e.name)
try:
    from collections.nosuch import x
except ModuleNotFoundError as e:
    print(e, "|", e.name)
try:
    import nosuchpkg.sub.mod
except ModuleNotFoundError as e:
    print(e, "|", e.name)
try:
    import urllib.nosuch
except ModuleNotFoundError as e:
    print(e, "|", e.name)

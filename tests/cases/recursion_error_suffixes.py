# not under ASan: 15 recursions 1000 frames deep, a collection at each safe
# point walking the whole stack (json.dumps alone took 45 s there)
# RecursionError's message names what CPython was doing when the limit hit:
# its JSON encoder and scanner, its deepcopy of lists and dicts (a C call),
# repr; plain for a Python call (deepcopy of tuples).
import copy
import json


def nest(make, depth=3000):
    x = make(None)
    for _ in range(depth):
        x = make(x)
    return x


def nest_text(open_, inner, close, depth=3000):
    return open_ * depth + inner + close * depth


cases = [
    ("dumps list", lambda: json.dumps(nest(lambda x: [x]))),
    ("dumps dict", lambda: json.dumps(nest(lambda x: {"k": x}))),
    ("dumps tuple", lambda: json.dumps(nest(lambda x: (x,)))),
    ("dumps default", lambda: json.dumps(nest(lambda x: [x] if x else {1}), default=list)),
    ("dumps indent", lambda: json.dumps(nest(lambda x: [x]), indent=2)),
    ("encoder iterencode", lambda: list(json.JSONEncoder().iterencode(nest(lambda x: [x])))),
    ("loads array", lambda: json.loads(nest_text("[", "1", "]"))),
    ("loads object", lambda: json.loads(nest_text('{"a":', "1", "}"))),
    ("loads bytes", lambda: json.loads(nest_text("[", "", "]").encode())),
    ("loads hook", lambda: json.loads(nest_text("[", "2.5", "]"), parse_float=str)),
    ("deepcopy list", lambda: copy.deepcopy(nest(lambda x: [x]))),
    ("deepcopy dict", lambda: copy.deepcopy(nest(lambda x: {1: x}))),
    ("deepcopy tuple", lambda: copy.deepcopy(nest(lambda x: (x, [])))),
    ("repr list", lambda: repr(nest(lambda x: [x]))),
    ("repr dict", lambda: repr(nest(lambda x: {"k": x}))),
]
for name, run in cases:
    try:
        run()
        print(name, "ok")
    except RecursionError as e:
        print(name, "->", e)

# a shallow structure still works after each of them
print(json.dumps(nest(lambda x: [x], 5)), copy.deepcopy(nest(lambda x: {1: x}, 3)))

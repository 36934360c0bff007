# pprint: CPython's layout of nested containers and long strings
import pprint

data = {"name": "baton", "tags": ["sandbox", "python", "agents", "snapshots", "limits"],
        "nested": {"a": list(range(30)), "b": {"x": (1, 2, 3), "y": None, "z": 1.5}},
        "text": "a fairly long string that will need to be wrapped across several lines "
                "when the width is small enough to force it",
        "empty": {}, "e2": [], "e3": (), "one": (1,), "set": {3, 1, 2}, "fs": frozenset({"b", "a"}),
        10: "int key", "bool": True}
data2 = {k: v for k, v in data.items() if k != 10}
pprint.pprint(data2)
print(pprint.pformat(data2, width=40))
print(pprint.pformat(data2, indent=4, width=60))
print(pprint.pformat(data2, sort_dicts=False, width=50))
print(pprint.pformat(data2, depth=2))
print(pprint.pformat(data2, depth=1))
print(pprint.pformat(list(range(60)), compact=True, width=40))
print(pprint.pformat([list(range(10))] * 4, compact=True, width=30))
print(pprint.pformat([[1, 2, [3, 4, [5, 6]]], "x" * 50, ("a" * 30, "b" * 30)], width=30))
print(pprint.pformat("word " * 30, width=40))
print(pprint.pformat(["line one\nline two\n" * 3], width=25))
print(pprint.pformat({"k": "v " * 40}, width=30))
print(pprint.pformat((("a" * 20,),), width=20))
print(pprint.pformat(10 ** 12, underscore_numbers=True), pprint.pformat([10 ** 9], underscore_numbers=True))
print(pprint.pformat({"b": 1, "a": 2, 3: "mixed", None: 0}))
print(pprint.pformat({"z": [{"deep": [1, 2, {"deeper": "x" * 70}]}]}))
pprint.pp({"b": 1, "a": [2] * 40})
r = [1, 2]
r.append(r)
print(pprint.saferepr(r).startswith("[1, 2, <Recursion on list with id="), pprint.isrecursive(r),
      pprint.isreadable(r), pprint.isreadable([1, "a"]), pprint.isreadable([object()]))
print(pprint.saferepr({"a": [1, (2,)]}))
p = pprint.PrettyPrinter(width=20, indent=2)
print(p.pformat({"key": ["value1", "value2", "value3"]}))


class W:
    def __init__(self):
        self.out = []

    def write(self, s):
        self.out.append(s)


w = W()
pprint.pprint([1, 2], stream=w)
print(w.out)
for bad in (lambda: pprint.PrettyPrinter(indent=-1), lambda: pprint.PrettyPrinter(depth=0),
            lambda: pprint.PrettyPrinter(width=0)):
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)

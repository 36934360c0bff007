# str keys take a fast path in d[k], d[k] = v and d.get(k) (pointer, then
# bytes): keys of other types with the same hash must still be found
# through their __eq__, and str subclasses, missing keys and overwrites
# must behave as in CPython.


class Same:
    """Equal to the str it was made from, with its hash."""

    def __init__(self, s):
        self.s = s

    def __hash__(self):
        return hash(self.s)

    def __eq__(self, other):
        return other == self.s


d = {Same("a"): 1, "b": 2}
print(d["a"], d.get("a"), "a" in d, d["b"])
d["a"] = 10
print(len(d), d["a"], [type(k).__name__ for k in d])


class S(str):
    pass


e = {"k": 1}
print(e[S("k")], e.get(S("k")))
e[S("k")] = 2
print(e, type(list(e)[0]).__name__)
try:
    e["missing"]
except KeyError as err:
    print("KeyError", err)
print(e.get("missing"), e.get("missing", 0))

# keys made at run time (not the module's constants) and overwrites in a loop
counts = {}
for w in "a b c a b a".split():
    counts[w] = counts.get(w, 0) + 1
for w in ["a", "b"]:
    counts[w + ""] += 100
print(counts)
g = {"n": 0}
for _ in range(5):
    g["n"] += 1
print(g)

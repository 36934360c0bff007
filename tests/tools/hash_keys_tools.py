# Tool calls inside __hash__ and __eq__ while dicts and sets look keys up,
# and inside __lt__ of objects nested in tuples; the VM is snapshotted at
# every pause, in the middle of the probe.
class Key:
    def __init__(self, name):
        self.name = name
    def __hash__(self):
        return hash(echo(self.name.lower()))
    def __eq__(self, other):
        return isinstance(other, Key) and echo(self.name.lower()) == other.name.lower()
    def __lt__(self, other):
        return echo(self.name) < other.name
    def __repr__(self):
        return f"Key({self.name!r})"

d = {Key("Oslo"): 1, Key("Lima"): 2}
d[Key("OSLO")] += 10
print(d, Key("lima") in d, d.get(Key("paris"), "none"))
s = {Key("a"), Key("A"), Key("b")}
print(len(s), Key("B") in s, sorted(s))
print(sorted([(Key("b"), 1), (Key("a"), 2)]), (Key("x"), 1) == (Key("X"), 1))
counts = {}
for w in ["Red", "red", "Blue", "RED"]:
    counts[Key(w)] = counts.get(Key(w), 0) + 1
print(counts)

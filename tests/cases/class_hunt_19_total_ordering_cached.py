import functools
@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __hash__(self):
        return hash(self.parts)
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

vs = [Version("1.10"), Version("1.2"), Version("0.9.9")]
print(sorted(vs), max(vs), Version("1.0") >= Version("0.9"), Version("1.0") <= Version("1.0"))

class Report:
    def __init__(self, data):
        self.data = data
        self.computed = 0
    @functools.cached_property
    def total(self):
        self.computed += 1
        return sum(self.data)
    @functools.lru_cache(maxsize=None)
    def scaled(self, k):
        return [x * k for x in self.data]

r = Report([1, 2, 3])
print(r.total, r.total, r.computed, "total" in vars(r))
del r.total
print(r.total, r.computed)
print(Report.scaled.cache_info().hits, r.scaled(2) is r.scaled(2), Report.scaled.cache_info())

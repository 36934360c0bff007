# A lazily-loaded, paginated result set that behaves like a sequence: __len__, __getitem__ with
# slices and negatives, __iter__, __reversed__, __contains__, __bool__, __eq__, index/count.
from collections.abc import Sequence

class Results(Sequence):
    def __init__(self, region, page_size=5):
        self.region, self.page_size = region, page_size
        self._pages = {}
        self._total = None
        self.fetches = 0

    def _page(self, n):
        if n not in self._pages:
            self.fetches += 1
            resp = list_orders(region=self.region, page=n + 1, page_size=self.page_size)
            self._pages[n] = resp["items"]
            self._total = resp["total"]
        return self._pages[n]

    def __len__(self):
        if self._total is None:
            self._page(0)
        return self._total

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if not isinstance(i, int):
            raise TypeError(f"indices must be integers or slices, not {type(i).__name__}")
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("result index out of range")
        return self._page(i // self.page_size)[i % self.page_size]["id"]

    def __repr__(self):
        return f"<Results {self.region} {len(self)} items, {len(self._pages)} pages loaded>"

r = Results("north")
print(r, bool(r), r[0], r[-1], r[3:9:2], r.fetches)
print(list(r)[:3], list(reversed(r))[:2], r.fetches, "ORD-0001" in r, r.index(r[7]), r.count(r[2]))
print(len(r[::-3]), r[100:], r[-2:], sorted(r)[0] == min(r))
for bad in [lambda: r[999], lambda: r["x"], lambda: r.index("nope")]:
    try:
        bad()
    except (IndexError, TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
empty = Results("atlantis")
print(bool(empty), len(empty), list(empty), empty)
it = iter(r)
print(next(it), next(it), type(it).__name__ in ("iterator", "generator"), isinstance(r, Sequence))
a, b, *rest = Results("east", page_size=50)
print(a, b, len(rest))
print(Results("west", 3)[4], max(Results("south", 10)), enumerate(r).__next__())

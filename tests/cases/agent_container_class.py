"""A custom collection class with the special methods agents implement."""
from collections.abc import MutableMapping, Sequence, Iterator
import bisect

class LRUStore(MutableMapping):
    def __init__(self, capacity=3):
        self.capacity = capacity
        self._data = {}
        self.evicted = []

    def __getitem__(self, key):
        value = self._data.pop(key)
        self._data[key] = value
        return value

    def __setitem__(self, key, value):
        self._data.pop(key, None)
        self._data[key] = value
        while len(self._data) > self.capacity:
            old = next(iter(self._data))
            self.evicted.append(old)
            del self._data[old]

    def __delitem__(self, key):
        del self._data[key]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        return f"LRUStore({self._data}, cap={self.capacity})"

store = LRUStore()
for k in "abcd":
    store[k] = ord(k)
store["b"]
store["e"] = 0
print(store, store.evicted, len(store), "b" in store, "a" in store)
print(store.get("zz", "none"), store.setdefault("f", 6), store.pop("b"))
try:
    print(list(store.items()))
except RuntimeError as e:
    print(f"{type(e).__name__}: {e}")
print(sorted(store._data.items()), len(store))
store.update({"x": 1}, y=2)
print(list(store), store.evicted)
try:
    store["nope"]
except KeyError as e:
    print(f"{type(e).__name__}: {e}")

class SortedList(Sequence):
    def __init__(self, items=()):
        self._items = sorted(items)

    def add(self, x):
        bisect.insort(self._items, x)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return SortedList(self._items[i])
        return self._items[i]

    def __len__(self):
        return len(self._items)

    def __contains__(self, x):
        i = bisect.bisect_left(self._items, x)
        return i < len(self._items) and self._items[i] == x

    def __repr__(self):
        return f"SortedList({self._items})"

    def __add__(self, other):
        return SortedList(self._items + list(other))

    def __eq__(self, other):
        return isinstance(other, SortedList) and self._items == other._items

    def __bool__(self):
        return bool(self._items)

sl = SortedList([5, 1, 4])
sl.add(3); sl.add(9)
print(sl, sl[0], sl[-1], sl[1:3], 4 in sl, 7 in sl, len(sl), sl.index(4), sl.count(9))
print(list(reversed(sl)), sl + [2, 8], sl == SortedList([1, 3, 4, 5, 9]), bool(SortedList()))
print(bisect.bisect([1, 2, 2, 3], 2), bisect.bisect_left([1, 2, 2, 3], 2), max(sl), sum(sl), sorted(sl, reverse=True))
try:
    sl[10]
except IndexError as e:
    print(f"{type(e).__name__}: {e}")

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

print(list(Countdown(4)), isinstance(Countdown(1), Iterator), sum(Countdown(10)))
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, idx):
        r, c = idx
        return self.rows[r][c]
    def __setitem__(self, idx, v):
        r, c = idx
        self.rows[r][c] = v
    def __matmul__(self, o):
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in zip(*o.rows)] for row in self.rows])
    def __repr__(self):
        return f"Matrix({self.rows})"
    def __call__(self, scale):
        return Matrix([[v * scale for v in row] for row in self.rows])
m = Matrix([[1, 2], [3, 4]])
m[0, 1] = 5
print(m[0, 1], m @ m, m(2), callable(m))
try:
    m[0]
except (TypeError, ValueError) as e:
    print(f"{type(e).__name__}: {e}")
try:
    LRUStore.__abstractmethods__
    class Broken(MutableMapping):
        pass
    Broken()
except TypeError as e:
    print(f"{type(e).__name__}: {e}")

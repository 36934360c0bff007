# A lazy paged result set and a Money vector type implementing the container and numeric protocols: __getitem__ with slices and negative indexes, __len__, __contains__, __iter__, __reversed__, __bool__, reflected and in-place operators, __index__, NotImplemented fallbacks.
import operator

class ResultSet:
    def __init__(self, status=None, page_size=8):
        self.status, self.page_size = status, page_size
        self._pages = {}
        self.fetches = 0
        first = self._page(1)
        self.total = first["total"]
    def _page(self, n):
        if n not in self._pages:
            self.fetches += 1
            self._pages[n] = list_orders(status=self.status, page=n, page_size=self.page_size)
        return self._pages[n]
    def __len__(self):
        return self.total
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        i = operator.index(i)
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(f"result index {i} out of range")
        page, off = divmod(i, self.page_size)
        return self._page(page + 1)["items"][off]
    def __contains__(self, oid):
        return any(o["id"] == oid for o in self)
    def __reversed__(self):
        for i in range(len(self) - 1, -1, -1):
            yield self[i]
    def __bool__(self):
        return self.total > 0
    def __repr__(self):
        return f"<ResultSet status={self.status} {len(self)} rows, {len(self._pages)} pages cached>"

rs = ResultSet("pending")
print(rs, bool(rs), len(rs), rs[0]["id"], rs[-1]["id"], rs.fetches)
print([o["id"] for o in rs[2:11:3]], [o["id"] for o in rs[::-5]], rs[100:], rs.fetches)
print("ORD-0003" in rs, "ORD-9999" in rs, [o["id"] for o in reversed(rs)][:3], sum(1 for _ in rs), rs)
class Idx:
    def __index__(self): return 2
print(rs[Idx()]["id"], ["a", "b", "c", "d"][Idx()], "hello"[Idx():], list(range(10))[Idx()::Idx()])
for bad in (len(rs), "x", 1.5):
    try:
        rs[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
it = iter(rs)
print(next(it)["id"], next(it)["id"], next(it, None) is not None)
class Empty(ResultSet):
    def __init__(self):
        self.total = 0
        self._pages = {}
print(bool(Empty()), list(Empty()), "x" in Empty(), [o for o in reversed(Empty())])

class Money:
    __slots__ = ("cents", "cur")
    def __init__(self, amount, cur="USD"):
        self.cents = round(amount * 100) if not isinstance(amount, int) else amount * 100
        self.cur = cur
    @classmethod
    def _c(cls, cents, cur):
        m = cls.__new__(cls)
        m.cents, m.cur = cents, cur
        return m
    def _check(self, other):
        if isinstance(other, Money):
            if other.cur != self.cur:
                raise ValueError(f"currency mismatch: {self.cur} vs {other.cur}")
            return other.cents
        if other == 0:
            return 0
        return NotImplemented
    def __add__(self, other):
        c = self._check(other)
        return NotImplemented if c is NotImplemented else Money._c(self.cents + c, self.cur)
    __radd__ = __add__
    def __sub__(self, other):
        c = self._check(other)
        return NotImplemented if c is NotImplemented else Money._c(self.cents - c, self.cur)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Money._c(round(self.cents * k), self.cur)
        return NotImplemented
    __rmul__ = __mul__
    def __truediv__(self, k):
        if isinstance(k, Money):
            return self.cents / k.cents
        return Money._c(round(self.cents / k), self.cur)
    def __neg__(self): return Money._c(-self.cents, self.cur)
    def __abs__(self): return Money._c(abs(self.cents), self.cur)
    def __eq__(self, other): return isinstance(other, Money) and (self.cents, self.cur) == (other.cents, other.cur)
    def __lt__(self, other): return self.cents < self._check(other)
    def __hash__(self): return hash((self.cents, self.cur))
    def __bool__(self): return self.cents != 0
    def __format__(self, spec): return format(self.cents / 100, spec or ".2f") + " " + self.cur
    def __repr__(self): return f"Money({self.cents / 100:.2f}, {self.cur!r})"
    def __round__(self, nd=None): return Money._c(round(self.cents, -2) if nd is None else self.cents, self.cur)

totals = [Money(o["unit_price"]) * o["quantity"] for o in rs]
grand = sum(totals)
print(grand, f"{grand:,.1f}", max(totals), sorted(totals)[:2], -totals[0], abs(-totals[0]), round(totals[0]), totals[0] / 3, totals[0] / totals[1])
acc = Money(0)
acc += totals[0]
acc -= Money(1)
acc *= 2
print(acc, 3 * Money(1.1), Money(5) == Money(5), Money(5) != Money(5, "EUR"), len({Money(1), Money(1), Money(2)}), bool(Money(0)), Money(1) == 1)
for expr in (lambda: Money(1) + Money(1, "EUR"), lambda: Money(1) + "x", lambda: "x" - Money(1), lambda: Money(1) * Money(2), lambda: Money(1) < "a", lambda: 2 / Money(1), lambda: Money(1) @ Money(1)):
    try:
        print(expr())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

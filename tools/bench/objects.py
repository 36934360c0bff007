# Object-heavy agent code: a hierarchy of record classes (__init__ with
# super(), methods calling methods, properties), value objects with
# __eq__/__hash__ as dict keys, sorted() by __lt__, f-string reports.


class Record:
    kind = "record"

    def __init__(self, rid, owner):
        self.rid = rid
        self.owner = owner
        self.tags = []

    def key(self):
        return (self.kind, self.rid)

    def tag(self, t):
        self.tags.append(t)
        return self

    def describe(self):
        return f"{self.kind}#{self.rid} by {self.owner}"


class Money:
    def __init__(self, cents, currency):
        self.cents = cents
        self.currency = currency

    def __add__(self, other):
        return Money(self.cents + other.cents, self.currency)

    def __eq__(self, other):
        return self.cents == other.cents and self.currency == other.currency

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __lt__(self, other):
        return self.cents < other.cents

    @property
    def units(self):
        return self.cents // 100


class Order(Record):
    kind = "order"

    def __init__(self, rid, owner, items, region):
        super().__init__(rid, owner)
        self.items = items
        self.region = region

    @property
    def total(self):
        t = 0
        for q, price in self.items:
            t += q * price
        return t

    def amount(self):
        return Money(self.total, "EUR")

    def is_large(self):
        return self.total > 5000

    def __lt__(self, other):
        return self.total < other.total


class Refund(Order):
    kind = "refund"

    def __init__(self, rid, owner, items, region, reason):
        super().__init__(rid, owner, items, region)
        self.reason = reason

    @property
    def total(self):
        return -super().total

    def describe(self):
        return super().describe() + f" ({self.reason})"


class Region:
    __slots__ = ("code", "name")

    def __init__(self, code, name):
        self.code = code
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Region) and self.code == other.code

    def __hash__(self):
        return hash(self.code)

    def __repr__(self):
        return f"Region({self.code!r})"


class Ledger:
    def __init__(self):
        self.orders = []
        self.by_owner = {}

    def add(self, order):
        self.orders.append(order)
        self.by_owner.setdefault(order.owner, []).append(order)
        if order.is_large():
            order.tag("large")
        return order

    def owner_total(self, owner):
        return sum(o.total for o in self.by_owner.get(owner, ()))


regions = [Region("eu", "Europe"), Region("us", "Americas"), Region("ap", "Asia")]
owners = ["ana", "bo", "cy", "dee", "eve", "fay", "gus"]
seed = 7
ledger = Ledger()
for i in range(60000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    items = [(1 + (seed >> k) % 4, 100 + (seed >> (k + 3)) % 2000) for k in (0, 5, 10)]
    owner = owners[seed % 7]
    region = regions[(seed >> 7) % 3]
    if seed % 11 == 0:
        ledger.add(Refund(i, owner, items[:1], region, "damaged"))
    else:
        ledger.add(Order(i, owner, items, region))

# Value objects as dict keys: totals by region (user __hash__/__eq__) and
# a count of each distinct amount.
by_region = {}
for o in ledger.orders:
    r = Region(o.region.code, "")
    by_region[r] = by_region.get(r, 0) + o.total
amounts = {}
for o in ledger.orders[:20000]:
    m = o.amount()
    amounts[m] = amounts.get(m, 0) + 1

largest = sorted(ledger.orders[:20000])[-5:]
top_amounts = sorted(amounts)[-3:]
total = Money(0, "EUR")
for o in ledger.orders[:20000]:
    total = total + o.amount()

lines = []
for o in largest:
    lines.append(f"{o.describe():<30} {o.total:>8} {len(o.tags)}")
for owner in owners:
    lines.append(f"{owner:>5}: {ledger.owner_total(owner):>12,}")
for r in regions:
    lines.append(f"{r!r:<14} {by_region[r]:>14,}")
lines.append(f"distinct amounts {len(amounts)}; top {[m.units for m in top_amounts]}")
lines.append(f"total {total.units} {total.currency}")
print("\n".join(lines))

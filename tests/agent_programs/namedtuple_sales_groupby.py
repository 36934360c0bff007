# Sales cube with NamedTuple (methods, defaults), groupby over sorted keys, product and accumulate.
from itertools import groupby, product, accumulate, chain, islice
from operator import attrgetter, itemgetter
from typing import NamedTuple
from collections import namedtuple

class Sale(NamedTuple):
    region: str
    product: str
    month: int
    qty: int
    price: float = 0.0

    @property
    def value(self):
        return round(self.qty * self.price, 2)

    def with_discount(self, pct):
        return self._replace(price=round(self.price * (1 - pct / 100), 2))

sales = []
page = 1
while page:
    resp = list_orders(page=page, page_size=25)
    sales += [Sale(o["region"], o["product"], int(o["created"][5:7]), o["quantity"], o["unit_price"]) for o in resp["items"]]
    page = resp["next_page"]
print(len(sales), sales[0], sales[0].value, Sale._fields, Sale._field_defaults)
key = attrgetter("region", "month")
for (region, month), grp in islice(groupby(sorted(sales, key=key), key=key), 6):
    g = list(grp)
    print(f"{region:<6} m{month} n={len(g)} value={sum(s.value for s in g):8.2f}")
by_product = {p: sum(s.qty for s in g) for p, g in groupby(sorted(sales, key=attrgetter("product")), attrgetter("product"))}
print(by_product)
regions = sorted({s.region for s in sales})
months = sorted({s.month for s in sales})
grid = {(r, m): 0 for r, m in product(regions, months)}
for s in sales:
    grid[s.region, s.month] += s.qty
print([grid["east", m] for m in months], list(accumulate(grid["east", m] for m in months)))
print(list(accumulate([3, 1, 4, 1, 5], lambda a, b: a * b, initial=1)))
d = sales[1].with_discount(10)
print(d, d._asdict(), Sale._make(["x", "y", 1, 2, 0.5]), Sale("r", "p", 1, 2) < Sale("r", "p", 1, 3))
Point = namedtuple("Point", "x y", defaults=[0])
p = Point(3)
print(p, p._replace(y=9), Point._fields, Point(*divmod(17, 5)), p + (1,), tuple(p), p == (3, 0))
try:
    Point()
except TypeError as e:
    print("TypeError:", e)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    namedtuple("Bad", "a class")
except ValueError as e:
    print("ValueError:", e)
R = namedtuple("R", ["a", "a", "def"], rename=True)
print(R._fields, sorted(chain.from_iterable([[3, 1], (2,)])), max(sales, key=itemgetter(3)).qty)
x, y = p
print(x, y, *p, p[-1], p.count(0), p.index(3))

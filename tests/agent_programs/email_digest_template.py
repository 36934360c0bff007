import string
import textwrap
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime
from typing import DefaultDict, Dict, List

TEMPLATE = string.Template("""\
Hi $first,

You have $count open order(s) worth $$${total}.
$items
-- ${team} team ($when)
""")


@dataclass
class Order:
    id: str
    product: str
    qty: int
    price: float
    created: datetime

    @property
    def total(self) -> float:
        return self.qty * self.price


orders: DefaultDict[int, List[Order]] = defaultdict(list)
page = 1
while page:
    resp = list_orders(status="pending", page=page)
    for o in resp["items"]:
        orders[o["customer_id"]].append(Order(
            o["id"], o["product"], o["quantity"], o["unit_price"],
            datetime.strptime(o["created"], "%Y-%m-%dT%H:%M:%SZ")))
    page = resp["next_page"]

sent_on = date(2024, 7, 4)
for cid in sorted(orders)[:4]:
    user = get_user(cid)
    items = sorted(orders[cid], key=lambda o: o.created)
    bullet = "\n".join(
        f"  * {o.id}: {o.qty} x {o.product} @ {o.price:.2f} ({o.created:%b %-d})" if False else
        f"  * {o.id}: {o.qty} x {o.product} @ {o.price:.2f} ({o.created.strftime('%b')} {o.created.day})"
        for o in items)
    msg = TEMPLATE.substitute(first=user["name"].split()[0], count=len(items),
                              total=f"{sum(o.total for o in items):,.2f}", items=bullet,
                              team="Ops", when=sent_on.strftime("%d/%m/%y"))
    print(textwrap.indent(msg, "> ", lambda line: True))

t = string.Template("$who likes ${what}; $missing stays")
print(t.safe_substitute(who="Ada", what="math"))
try:
    t.substitute(who="Ada")
except KeyError as e:
    print("KeyError", e)
try:
    string.Template("cost: $").substitute()
except ValueError as e:
    print("ValueError", e)
print(string.capwords("hello   wORLD of  python"), string.ascii_lowercase[:5], string.digits, string.punctuation[:8])
fmt = string.Formatter()
print(fmt.format("{0:>5}|{name!r:^9}|{x[1]}", 42, name="ab", x=[7, 8]))
print([p for p in fmt.parse("a{b:>3}c{{d}}{e!s}")])
data: Dict[str, object] = {"n": 3, "w": "wide"}
print("{n:03d}-{w:*<8}".format_map(data), "%-6s|%5.1f|%x|%r" % ("ok", 2.25, 255, "q"))
print(textwrap.fill("one two three four five six seven eight nine ten", width=18, initial_indent="- ", subsequent_indent="  "))
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10, break_long_words=True))
print(textwrap.shorten("Hello    world  this is   long", width=15))

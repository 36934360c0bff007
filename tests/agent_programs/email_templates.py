# Draft notification emails from user and order data: str.format_map with defaults, text wrapping, escaping.
import html
import textwrap
from collections import defaultdict
from string import Formatter

class Defaulting(dict):
    def __missing__(self, key):
        return "{" + key + "}"

TEMPLATE = """Subject: {count} order(s) {status} — {name}

Hi {first},

We wanted to let you know that {count} of your orders {verb} {status}. {extra}
Total value: {total:,.2f} {currency}.

— The {store} team"""

fields = [f for _, f, _, _ in Formatter().parse(TEMPLATE) if f]
print("template fields:", fields)
orders = list_orders(page_size=60)["items"]
by_customer = defaultdict(list)
for o in orders:
    by_customer[o["customer_id"]].append(o)
for uid in sorted(by_customer)[:3]:
    user = get_user(uid)
    mine = [o for o in by_customer[uid] if o["status"] in ("shipped", "delivered")]
    if not mine:
        continue
    status = "delivered" if all(o["status"] == "delivered" for o in mine) else "on the way"
    ctx = Defaulting(name=user["name"], first=user["name"].split()[0], count=len(mine),
                     verb="is" if len(mine) == 1 else "are", status=status,
                     total=sum(o["quantity"] * o["unit_price"] for o in mine), currency="USD",
                     extra="Items: " + ", ".join(sorted({o["product"] for o in mine})) + ".")
    text = TEMPLATE.format_map(ctx)
    head, _, body = text.partition("\n\n")
    print("=" * 60)
    print(head)
    for para in body.split("\n\n"):
        print(textwrap.fill(para, width=58, break_long_words=False) if not para.startswith("—") else para)
        print()
    print("<p>" + html.escape(f"{user['name']} <{user['email']}> & co.") + "</p>")
print(Formatter().format("{0:>{1}}|{x!r}", "ab", 5, x="y"), "{a.real}".format(a=3))
try:
    TEMPLATE.format(name="x")
except KeyError as e:
    print("KeyError:", e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print(e)
try:
    "{:d}".format("3")
except ValueError as e:
    print(e)
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10), textwrap.wrap("a b", 10, max_lines=1))

# Format a customer report in several ways: textwrap, pprint, string.Template, csv, markdown.
import csv
import io
import pprint
import sys
import textwrap
from string import Template
from datetime import datetime, timezone, timedelta

users = [get_user(i) for i in range(1, 9)]
orders = list_orders(page=1, page_size=57)["items"]
spend = {}
for o in orders:
    spend[o["customer_id"]] = spend.get(o["customer_id"], 0) + o["quantity"] * o["unit_price"]

buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["id", "name", "tier", "spend", "note"], quoting=csv.QUOTE_MINIMAL,
                   extrasaction="ignore")
w.writeheader()
for u in users:
    w.writerow({**u, "spend": f"{spend.get(u['id'], 0):.2f}",
                "note": 'said "hi", then left' if u["id"] == 2 else ""})
text = buf.getvalue()
print(text, end="")
print(repr(text.splitlines()[2]))
back = list(csv.reader(io.StringIO(text)))
print(back[2], len(back))

blurb = ("This report lists the customers of the demo store together with how much each of them "
         "spent during the first half of the year, sorted by tier and then by name.")
print(textwrap.fill(blurb, width=50, initial_indent="> ", subsequent_indent="> "))
print(textwrap.shorten(blurb, width=60, placeholder=" [...]"))
print(textwrap.indent(textwrap.dedent("""\
    Totals:
      pro     %d
      free    %d
    """) % (sum(u["tier"] == "pro" for u in users), sum(u["tier"] == "free" for u in users)), "| "), end="")

nested = {"generated": "2024-07-01", "users": {u["id"]: {"name": u["name"], "tags": [u["tier"], u["active"]]}
                                              for u in users[:4]},
          "totals": [round(v, 2) for v in sorted(spend.values())][:12]}
pprint.pprint(nested, width=60, sort_dicts=False)
print(pprint.pformat(nested["totals"], compact=True, width=40))

tpl = Template("Dear $name,\nyour $tier plan renews on ${date}. Cost: $$${price}.")
stamp = datetime(2024, 7, 1, 9, 30, tzinfo=timezone(timedelta(hours=2), "CEST"))
for u in users[:2]:
    print(tpl.substitute(name=u["name"].split()[0], tier=u["tier"], date=f"{stamp:%d.%m.%Y %H:%M %Z}", price=12))
print(tpl.safe_substitute(name="X"))
try:
    tpl.substitute(name="Y")
except KeyError as e:
    print("missing", e)
print("{name:*^20}|{spend:>10,.2f}|{pct:.1%}".format(name="Ada", spend=12345.678, pct=0.4567))
print("%-10s|%5d|%8.3f|%x|%r" % ("left", 42, 3.14159, 255, "q"))
print("%(name)s has %(n)03d items" % {"name": "Bob", "n": 7})
print(stamp.isoformat(), stamp.astimezone(timezone.utc).isoformat(timespec="minutes"), stamp.utcoffset())
print("warning: 2 users inactive", file=sys.stderr)
sys.stdout.write("done\n")

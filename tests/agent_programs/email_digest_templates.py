# Compose per-user email digests from templates (str.format_map, string.Template, % formatting), with pluralization and truncation helpers.
from string import Template

def plural(n, word, many=None):
    return f"{n} {word if n == 1 else many or word + 's'}"

def clip(s, n):
    return s if len(s) <= n else s[: n - 1].rstrip() + "…"

SUBJECT = "[{tier}] {name}, you have {count}"
BODY = Template("""Hi $first,

Here is your digest for $date:
$items
$footer""")

class Fields(dict):
    def __missing__(self, key):
        return "{" + key + "}"

for uid in (1, 3, 8):
    u = get_user(uid)
    orders = [o for o in list_orders(page_size=60)["items"] if o["customer_id"] == uid]
    hits = search_docs(" ".join(o["product"] for o in orders[:2]) or "api", limit=2)
    subject = SUBJECT.format_map(Fields(tier=u["tier"].upper(), name=u["name"], count=plural(len(orders), "order")))
    items = "\n".join("  - %-9s %-12s x%-2d %8.2f  [%s]" % (o["id"], o["product"], o["quantity"], o["quantity"] * o["unit_price"], o["status"]) for o in orders[:4])
    if len(orders) > 4:
        items += f"\n  ... and {plural(len(orders) - 4, 'more order')}"
    reading = "; ".join(clip(h["title"], 24) for h in hits) or "nothing new"
    body = BODY.substitute(first=u["name"].split()[0], date="14 June", items=items or "  (no orders)",
                           footer=f"Suggested reading: {reading}\n-- {'The Team':>12}")
    print("Subject:", subject)
    print(body)
    print("=" * 40)
print(SUBJECT.format_map(Fields(name="X")), Template("$a and ${b}s").safe_substitute(a=1), plural(1, "child", "children"), plural(3, "child", "children"))
print("%(name)s is %(age)d" % {"name": "Ada", "age": 36}, "%5.1f|%-5d|%+d|%05.1f|%x|%E" % (3.14159, 42, 7, 2.5, 255, 12345.678))
print(Template("$x $y").substitute({"x": 1}, y=2), clip("abcdefghij", 5), clip("abc", 5))

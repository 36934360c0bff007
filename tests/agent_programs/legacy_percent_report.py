# An old-style report writer that uses %-formatting, as many scripts still do.
orders = list_orders(page_size=12)["items"]
users = {uid: get_user(uid) for uid in sorted({o["customer_id"] for o in orders})}

print("%-10s %-8s %4s %8s %10s" % ("order", "region", "qty", "price", "total"))
print("%s" % ("-" * 44))
grand = 0.0
for o in orders:
    total = o["quantity"] * o["unit_price"]
    grand += total
    print("%-10s %-8s %4d %8.2f %10.2f" % (o["id"], o["region"], o["quantity"], o["unit_price"], total))
print("%-24s %19.2f" % ("grand total", grand))
print("%(count)d orders, %(avg).3f avg, %(pct)5.1f%% rush" % {
    "count": len(orders), "avg": grand / len(orders),
    "pct": 100.0 * sum("rush" in o["tags"] for o in orders) / len(orders)})

for uid, u in users.items():
    print("%3d|%-18.12s|%*s|%-*s|" % (uid, u["name"], 6, u["tier"], 5, "on" if u["active"] else "off"))

samples = [0, 1, -1, 255, 3.14159, -0.5, 1e10, 1e-10, 12345.678, float("inf"), True, None, "txt", [1], (2,)]
for v in samples:
    out = []
    for spec in ("%s", "%r", "%5s", "%d", "%x", "%o", "%e", "%g", "%.2f", "%+05d", "%c"):
        try:
            out.append(spec % (v,))
        except (TypeError, ValueError, OverflowError) as e:
            out.append(f"!{type(e).__name__}")
    print(" | ".join(out))
print("%#x %#o %#X %08.3f %-8d| %+.1e %%" % (255, 8, 255, 3.14159, 42, 12345.0))
print("%.3s|%10.4s|%-6s|%c%c" % ("abcdef", "abcdef", "ab", 65, "z"))
print("%i %u %5.1f%%" % (7, 8, 99.5), "%s and %s" % ("a", "b"), "%s" % [1, 2], "%s" % ((1, 2),))
print("%(a)s %(a)r %(b)05.1f" % {"a": "x", "b": 2.25}, "%%d" % (), "%s" % {"k": "v"})
print(b"%s=%d (%x) %b %a" % (b"key", 10, 255, b"raw", "é"))
for fmt, args in [("%d", ("x",)), ("%s %s", ("one",)), ("%s", ("a", "b")), ("%(k)s", ("tuple",)),
                  ("%z", (1,)), ("%d", (1.5,)), ("%c", (1114112,)), ("%c", ("ab",)), ("%(a)s %s", {"a": 1}),
                  ("%*d", ("x", 1)), ("%.*f", (2, 3.14159)), ("%", ()), ("%s %", (1,))]:
    try:
        print(repr(fmt), "->", repr(fmt % args))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(repr(fmt), "->", f"{type(e).__name__}: {e}")

# An ETL step that logs with the logging module to stderr and to an in-memory handler, then summarizes what it logged.
import io
import logging

stream = io.StringIO()
mem = logging.StreamHandler(stream)
mem.setFormatter(logging.Formatter("%(levelname)-7s %(name)s: %(message)s"))
log = logging.getLogger("etl")
log.setLevel(logging.DEBUG)
log.addHandler(mem)
logging.basicConfig(level=logging.WARNING, format="[%(levelname)s] %(name)s %(message)s")

def extract(region):
    log.debug("extracting region=%s", region)
    items = list_orders(region=region, page_size=50)["items"]
    log.info("got %d orders for %s", len(items), region)
    return items

def transform(items):
    out = []
    for o in items:
        if o["status"] == "cancelled":
            log.warning("dropping cancelled order %s (%d x %s)", o["id"], o["quantity"], o["product"])
            continue
        out.append({"id": o["id"], "value": round(o["quantity"] * o["unit_price"], 2)})
    return out

total = 0
for region in ["north", "west", "atlantis"]:
    rows = transform(extract(region))
    if not rows:
        log.error("no rows for %r", region)
        continue
    total += sum(r["value"] for r in rows)

logging.getLogger("etl.audit").warning("total value %.2f", total)
logging.info("this info is below the root level and is dropped")
logging.warning("root logger speaks")
text = stream.getvalue()
levels = [ln.split()[0] for ln in text.splitlines()]
print(f"{len(levels)} records:", {lv: levels.count(lv) for lv in dict.fromkeys(levels)})
print(text.splitlines()[0])
print(text.splitlines()[-1])
print(log.getEffectiveLevel(), logging.getLevelName(logging.WARNING), logging.getLevelName(15), log.isEnabledFor(logging.DEBUG))
child = logging.getLogger("etl.child")
print(child.parent.name, child.getEffectiveLevel(), child.name)
try:
    1 / 0
except ZeroDivisionError:
    log.exception("division went wrong")
print(stream.getvalue().splitlines()[-1])

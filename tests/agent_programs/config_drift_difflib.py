# Detect configuration drift between two rendered configs with difflib: unified/context diffs,
# SequenceMatcher ratios and opcodes, close matches for misspelled keys, and an HTML-free report.
import difflib
import json

def render(region):
    orders = list_orders(region=region, page_size=4)["items"]
    cfg = {"region": region, "replicas": len(orders) + 1, "products": sorted({o["product"] for o in orders}),
           "rush": any("rush" in o["tags"] for o in orders), "timeout_s": 30}
    return json.dumps(cfg, indent=2, sort_keys=True).splitlines(keepends=True)

a, b = render("north"), render("south")
diff = list(difflib.unified_diff(a, b, fromfile="north.json", tofile="south.json", n=1))
print("".join(diff), end="")
print("---- context ----")
print("".join(difflib.context_diff(a[:6], b[:6], fromfile="n", tofile="s", n=0)), end="")
sm = difflib.SequenceMatcher(None, "".join(a), "".join(b))
print(round(sm.ratio(), 4), round(sm.quick_ratio(), 4), sm.find_longest_match(0, 50, 0, 50))
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, "replicas timeout", "replica timeouts").get_opcodes():
    print(f"{tag:<8} a[{i1}:{i2}] b[{j1}:{j2}]")
keys = ["replicas", "products", "region", "timeout_s", "rush"]
for typo in ["replcas", "timeout", "regoin", "xyz"]:
    print(typo, "->", difflib.get_close_matches(typo, keys, n=2, cutoff=0.5))
print(list(difflib.ndiff(["alpha\n", "beta\n"], ["alpha\n", "bета\n", "gamma\n"])))
sm2 = difflib.SequenceMatcher(lambda c: c == " ", "private volatile int x", "private int y")
print([b for b in sm2.get_matching_blocks()], round(sm2.ratio(), 3))
print("".join(difflib.restore(difflib.ndiff(["a\n"], ["b\n"]), 2)))

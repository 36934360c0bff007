# A script in "CLI" style: argparse-free option dict, main() returning an exit code, optional imports with fallbacks, and sys.exit with a message on bad input.
import sys
import json

try:
    from tabulate import tabulate  # not available: fall back to plain columns
except ImportError:
    tabulate = None

DEFAULTS = {"format": "table", "limit": 5, "region": None, "status": "pending"}

def parse_opts(argv):
    opts = dict(DEFAULTS)
    for arg in argv:
        key, _, val = arg.lstrip("-").partition("=")
        if key not in opts:
            raise SystemExit(f"unknown option: --{key}")
        opts[key] = int(val) if val.isdigit() else val
    return opts

def render(rows, fmt):
    if fmt == "json" or (fmt == "grid" and tabulate is None):
        return json.dumps(rows, indent=2)
    lines = [f"{'id':<9}{'product':<12}{'qty':>4}{'value':>9}"]
    lines += [f"{r['id']:<9}{r['product']:<12}{r['quantity']:>4}{r['quantity'] * r['unit_price']:>9.2f}" for r in rows]
    return "\n".join(lines)

def main(argv):
    opts = parse_opts(argv)
    resp = list_orders(status=opts["status"], region=opts["region"], page_size=opts["limit"])
    if not resp["items"]:
        print("nothing to show", file=sys.stderr)
        return 1
    print(render(resp["items"], opts["format"]))
    print(f"({len(resp['items'])} of {resp['total']})")
    return 0

for argv in (["--limit=3"], ["--format=grid", "--limit=1", "--region=west"], ["--status=lost"]):
    print(f"$ report {' '.join(argv)}")
    code = main(argv)
    print(f"exit code {code}")
try:
    main(["--colour=red"])
except SystemExit as e:
    print("SystemExit caught:", e.code, repr(e))
if __name__ == "__main__":
    sys.exit(main(["--limit=2", "--verbose"]))

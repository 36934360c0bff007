# A validation CLI that prints findings, writes progress to stderr and
# exits with a string message (exit status 1, message on stderr).
import sys


def check_inventory(warehouse):
    items = get_inventory(warehouse)
    low = [i for i in items if i["qty"] <= i["reorder_at"]]
    for i in low:
        print(f"{warehouse}: {i['sku']} {i['name']:<12} qty={i['qty']:>2} reorder_at={i['reorder_at']}")
    return len(items), len(low)


def main():
    problems = 0
    for wh in ("AMS", "BER", "XYZ", "NYC"):
        print(f"checking {wh}...", file=sys.stderr)
        try:
            n, low = check_inventory(wh)
        except KeyError as e:
            print(f"warning: unknown warehouse {e}", file=sys.stderr)
            problems += 1
            continue
        print(f"{wh}: {n} items, {low} low")
        problems += low
    sys.stdout.flush()
    if problems:
        try:
            sys.exit(f"inventory check failed: {problems} problems")
        finally:
            print("cleanup runs before exit", file=sys.stderr)


try:
    main()
except SystemExit as e:
    print(f"caught SystemExit code={e.code!r} args={e.args}")
    for code in (0, None, 3, "text", [1, 2], True):
        try:
            sys.exit(code)
        except SystemExit as inner:
            print(f"  sys.exit({code!r}) -> code={inner.code!r}")
    raise

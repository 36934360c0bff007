import sys
import json
from dataclasses import dataclass
from typing import List, NoReturn, Optional


@dataclass
class Args:
    warehouse: str
    min_qty: int
    fmt: str


def die(msg: str, code: int = 2) -> NoReturn:
    print(f"error: {msg}", file=sys.stderr)
    sys.exit(code)


def parse(argv: List[str]) -> Args:
    opts = {"--min": "5", "--format": "text"}
    pos: List[str] = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a.startswith("--"):
            key, eq, val = a.partition("=")
            if key not in opts:
                die(f"unknown option {key}")
            if not eq:
                i += 1
                val = argv[i]
            opts[key] = val
        else:
            pos.append(a)
        i += 1
    if len(pos) != 1:
        die(f"expected 1 warehouse, got {len(pos)}")
    try:
        mq = int(opts["--min"])
    except ValueError as e:
        die(str(e))
    return Args(pos[0], mq, opts["--format"])


def report(args: Args) -> int:
    try:
        items = get_inventory(args.warehouse)
    except KeyError as e:
        print(f"warning: unknown warehouse {e}", file=sys.stderr)
        return 1
    low = [i for i in items if i["qty"] < args.min_qty]
    if args.fmt == "json":
        print(json.dumps({"warehouse": args.warehouse, "low": [i["sku"] for i in low]}))
    else:
        for i in items:
            mark = "LOW" if i in low else "ok"
            print(f"{args.warehouse} {i['sku']} {i['name']:<12} {i['qty']:>3} {mark}")
    sys.stdout.write(f"{len(low)} low\n")
    return 0


status = 0
for argv in (["AMS", "--min", "20"], ["BER", "--format=json", "--min=40"], ["XXX"], ["NYC", "--min", "ten"]):
    print("$ inventory", " ".join(argv))
    sys.stdout.flush()
    try:
        status = report(parse(argv))
    except SystemExit as e:
        print(f"(exit {e.code})")
        status = e.code
    print("status:", status)
print(sys.version_info >= (3, 11), sys.maxsize, sys.byteorder in ("little", "big"))
print("done", file=sys.stderr)
sys.exit("fatal: last status was " + str(status))

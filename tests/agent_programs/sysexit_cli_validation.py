# A CLI-like entry point that validates its plan and exits with sys.exit("message") on failure.
import sys

def parse(argv):
    opts = {"region": "north", "limit": 5, "verbose": False}
    it = iter(argv)
    for a in it:
        if a in ("-v", "--verbose"):
            opts["verbose"] = True
        elif a.startswith("--region="):
            opts["region"] = a.split("=", 1)[1]
        elif a == "--limit":
            opts["limit"] = int(next(it))
        else:
            raise SystemExit(f"usage error: unknown argument {a!r}")
    return opts

def main(argv):
    opts = parse(argv)
    items = list_orders(region=opts["region"], page_size=opts["limit"])["items"]
    for o in items:
        print(o["id"], o["product"], o["status"])
    bad = [o for o in items if o["status"] == "cancelled"]
    if opts["verbose"]:
        print("argv was", sys.argv[1:], file=sys.stderr)
    if bad:
        print(f"{len(bad)} cancelled orders", file=sys.stderr)
        return 4
    return 0

try:
    main(["--bogus"])
except SystemExit as e:
    print("caught SystemExit:", e.code, repr(e), e.args)
try:
    sys.exit()
except SystemExit as e:
    print("code is", e.code)
try:
    sys.exit(0)
except BaseException as e:
    print(type(e).__name__, e.code, isinstance(e, Exception))
code = main(["--region=west", "--limit", "6", "-v"])
print("main returned", code)
sys.stdout.write("flushing before exit\n")
sys.stdout.flush()
if code:
    sys.exit(f"fatal: {code} problems in west region")
print("not reached")

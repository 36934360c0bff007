# An ops CLI built with argparse: subcommands, types, choices, defaults, mutually exclusive flags, help text and usage errors caught as SystemExit.
import argparse
import io
import contextlib

def build_parser():
    p = argparse.ArgumentParser(prog="opsctl", description="Inspect services and orders.")
    p.add_argument("-v", "--verbose", action="count", default=0, help="more output")
    p.add_argument("--region", choices=["north", "south", "east", "west"], help="filter by region")
    sub = p.add_subparsers(dest="cmd", required=True)
    o = sub.add_parser("orders", help="list orders")
    o.add_argument("--status", default=None)
    o.add_argument("--limit", type=int, default=5)
    g = o.add_mutually_exclusive_group()
    g.add_argument("--json", action="store_true")
    g.add_argument("--csv", action="store_true")
    lg = sub.add_parser("logs", help="tail logs")
    lg.add_argument("service", nargs="+")
    lg.add_argument("-n", "--lines", type=int, default=3)
    lg.add_argument("--level", action="append", default=[])
    return p

def run(argv):
    p = build_parser()
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            ns = p.parse_args(argv)
    except SystemExit as e:
        msg = err.getvalue().strip().splitlines()
        print(f"argv={argv!r} -> exit {e.code}: {msg[-1] if msg else ''}")
        return
    print(f"argv={argv!r} -> {sorted(vars(ns).items())}")
    if ns.cmd == "orders":
        page = list_orders(status=ns.status, region=ns.region, page_size=ns.limit)
        for o in page["items"]:
            print(f"  {o['id']} {o['product']:<12} x{o['quantity']} {o['status']}")
        print(f"  ({len(page['items'])} of {page['total']})")
    else:
        for svc in ns.service:
            lines = fetch_logs(svc, limit=20)
            if ns.level:
                lines = [l for l in lines if l.split()[2] in ns.level]
            for l in lines[: ns.lines]:
                print("  " + l[:60])

for argv in (["orders", "--limit", "3"],
             ["--region", "east", "-vv", "orders", "--status", "shipped", "--json"],
             ["logs", "api", "db", "-n", "2", "--level", "ERROR", "--level", "WARNING"],
             ["orders", "--json", "--csv"],
             ["orders", "--limit", "many"],
             ["--region", "middle", "orders"],
             [],
             ["logs"]):
    run(argv)

p = build_parser()
print(p.format_usage().strip())
out = io.StringIO()
with contextlib.redirect_stdout(out):
    try:
        p.parse_args(["orders", "--help"])
    except SystemExit as e:
        print("exit", e.code)
print(out.getvalue())

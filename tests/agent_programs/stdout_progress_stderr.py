# Report progress with sys.stdout.write/print(end=...)/flush while warnings go to stderr; ends with an uncaught error after partial output.
import sys

hosts = ["web-1", "web-2", "db-1", "db-2", "cache-1"]
ok = {}
sys.stdout.write("checking hosts: ")
for i, h in enumerate(hosts, 1):
    try:
        pts = get_metrics(h, points=6)
    except LookupError as e:
        print(f"\nwarning: {e}", file=sys.stderr)
        sys.stdout.write("x")
        continue
    ok[h] = pts
    sys.stdout.write(".")
    sys.stdout.flush()
print(f" done ({len(ok)}/{len(hosts)})")
print("errors per host:", end=" ")
print(*(f"{h}={sum(p['errors'] for p in pts)}" for h, pts in ok.items()), sep=", ", end=".\n")
n = sys.stdout.write("written by write()\n")
print("write returned", n)
print("a", "b", sep="", end="")
print()
print("mem peaks", file=sys.stdout, flush=True)
sys.stderr.write("stderr via write\n")
for h, pts in ok.items():
    print(f"  {h:<6} {max(p['mem_mb'] for p in pts):>5} MB")
print(sys.version_info[:2] >= (3, 11), sys.maxsize, sys.argv[1:] if len(sys.argv) > 1 else [], type(sys.version).__name__)
worst = max(ok, key=lambda h: max(p["cpu"] for p in ok[h]))
print("worst host:", worst)
threshold = {"web": 80, "db": 90}
print(worst, "over threshold" if max(p["cpu"] for p in ok[worst]) > threshold[worst.split("-")[0]] else "fine")
print(ok["cache-1"])

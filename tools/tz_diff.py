#!/usr/bin/env python3
"""baton's zoneinfo against CPython's, zone by zone.

  python3 tools/tz_diff.py BATON [FIRST [LAST]]

For the zones FIRST..LAST-1 of sorted(available_timezones()) (all by
default), a program finds every UTC offset change from 1880 to 2045 (steps
of 13 days, then bisection to the second) and prints, around each (-1 h to
+2 h), the local time astimezone() gives (fromutc: fold, name, dst) and
what utcoffset/tzname/dst say of that wall time with fold 0 and 1, then
two dates in 2100 (the POSIX rule).  It runs under python3 and under
baton; the outputs must be identical.  All 599 zones take a few minutes
of CPython and about an hour of baton.
"""
import os
import subprocess
import sys
import tempfile

PROGRAM = r'''
from zoneinfo import ZoneInfo, available_timezones
from datetime import datetime, timedelta, timezone
UTC = timezone.utc
start = datetime(1880, 1, 1, tzinfo=UTC)
end = datetime(2045, 1, 1, tzinfo=UTC)
step = timedelta(days=13)

def show(z, t):
    l = t.astimezone(z)
    n = l.replace(tzinfo=None)
    out = [str(l), l.fold, l.tzname(), str(l.dst())]
    for f in (0, 1):
        a = n.replace(fold=f, tzinfo=z)
        out += [str(a.utcoffset()), a.tzname(), str(a.dst())]
    return out

for k in sorted(available_timezones())[FIRST:LAST]:
    z = ZoneInfo(k)
    t = start
    prev = t.astimezone(z).utcoffset()
    lines = []
    while t < end:
        t2 = t + step
        o = t2.astimezone(z).utcoffset()
        if o != prev:
            a, b = t, t2
            while b - a > timedelta(seconds=1):
                m = a + (b - a) // 2
                if m.astimezone(z).utcoffset() == prev:
                    a = m
                else:
                    b = m
            for d in (-3601, -1800, -1, 0, 1, 1800, 3599, 3600, 7200):
                lines.append(show(z, b + timedelta(seconds=d)))
            prev = o
        t = t2
    lines.append(show(z, datetime(2100, 7, 1, tzinfo=UTC)))
    lines.append(show(z, datetime(2100, 1, 1, tzinfo=UTC)))
    print(k, len(lines), z.utcoffset(None), z.tzname(None))
    for l in lines:
        print(' ', *l)
'''


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    baton = sys.argv[1]
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    last = int(sys.argv[3]) if len(sys.argv) > 3 else 10 ** 6
    src = PROGRAM.replace("FIRST", str(first)).replace("LAST", str(last))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "tz_probe.py")
        with open(path, "w") as f:
            f.write(src)
        want = subprocess.run([sys.executable, path], capture_output=True, text=True)
        got = subprocess.run([baton, "run", "--max-steps", "0", "--timeout", "0",
                              "--max-output", "0", path], capture_output=True, text=True)
    if want.returncode or got.returncode:
        print("python3:", want.stderr[-500:], "\nbaton:", got.stderr[-500:])
        return 1
    a, b = want.stdout.splitlines(), got.stdout.splitlines()
    zones = sum(1 for ln in a if not ln.startswith(" "))
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            print(f"line {i + 1} differs:\n  python3: {x}\n  baton:   {y}")
            return 1
    if len(a) != len(b):
        print(f"python3 printed {len(a)} lines, baton {len(b)}")
        return 1
    print(f"{zones} zones, {len(a)} lines: identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())

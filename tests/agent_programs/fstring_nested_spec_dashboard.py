"""Render a metrics dashboard where column widths, precision and alignment
are computed at run time: nested f-string specs, = debugging specifiers,
!r/!s/!a conversions, thousands separators, percent, sign and zero-pad."""
from datetime import datetime, timedelta
from decimal import Decimal

hosts = ["web-1", "web-2", "db-1"]
data = {h: get_metrics(h, points=8) for h in hosts}
cols = [("host", "<", 0, "s"), ("avg cpu", ">", 2, "f"), ("peak", ">", 1, "f"),
        ("mem GB", ">", 3, "f"), ("errors", ">", 0, "d"), ("err rate", ">", 1, "%"), ("Δ cpu", ">", 2, "+f")]
rows = []
for h, pts in data.items():
    cpu = [p["cpu"] for p in pts]
    rows.append([h, sum(cpu) / len(cpu), max(cpu), sum(p["mem_mb"] for p in pts) / len(pts) / 1024,
                 sum(p["errors"] for p in pts), sum(1 for p in pts if p["errors"]) / len(pts), cpu[-1] - cpu[0]])

widths = []
for i, (name, align, prec, kind) in enumerate(cols):
    cells = [f"{r[i]:{'' if kind in 'sd' else '.' + str(prec)}{kind.lstrip('+') if kind != '+f' else 'f'}}" for r in rows]
    widths.append(max(len(name), *(len(c) + 1 for c in cells)))
header = " | ".join(f"{name:^{w}}" for (name, *_), w in zip(cols, widths))
print(header)
print("-+-".join("-" * w for w in widths))
for r in rows:
    cells = []
    for (name, align, prec, kind), w, v in zip(cols, widths, r):
        if kind == "s":
            cells.append(f"{v:{align}{w}}")
        elif kind == "d":
            cells.append(f"{v:{align}{w},d}")
        elif kind == "+f":
            cells.append(f"{v:{align}+{w}.{prec}f}")
        else:
            cells.append(f"{v:{align}{w}.{prec}{kind}}")
    print(" | ".join(cells))

total_mem = sum(p["mem_mb"] for pts in data.values() for p in pts)
peak_host = max(rows, key=lambda r: r[2])[0]
print(f"{total_mem=}, {total_mem = :,}, {peak_host!r:>10}, {peak_host=!s}")
ratio = rows[0][1] / rows[2][1]
print(f"{ratio=:.3f} {ratio = :08.3f} {ratio:.2%} {ratio:e} {ratio:.3g} {ratio:_>12.4f}")
n = 1234567.891
for spec in [",.2f", "_.1f", ">15,.0f", "<15.3e", "^15.2%", "015,.2f", "+,.1f", " .3f", "=+15,.1f", "#.0f", ".0f", "g", ".10g"]:
    print(f"{spec!r:>12}: [{n:{spec}}]")
for v in [0, 7, -42, 255, 65535, 2**40]:
    print(f"{v:>6d} {v:#08x} {v:#b} {v:o} {v:,} {v:_X} {v:+05d} {v: d} {v:^9} {v:c}" if 0 <= v < 0x110000 else f"{v:>6d} {v:#x} {v:,}")
now = datetime(2024, 5, 1, 9, 5, 3)
later = now + timedelta(hours=30, minutes=7)
print(f"{now:%Y-%m-%d %H:%M} → {later:%a %d %b %H:%M:%S} ({later - now!s}) {now:%%Y literal}")
print(f"{now!r}\n{later!s:>25}|{now.date()!s:*^16}|{now.time()}")
name, uni = "naïve café", "日本"
print(f"{name!a} {uni!a} {name!r:>15} {uni:>6}| {uni:*<6}|")
price = Decimal("1234.5")
print(f"{price:,.2f} {price:>10.1f} {price:e} {price:%} {-price:+,}")
w, p = 12, 3
print(f"{'pi':>{w}}: {3.14159265:{w}.{p}f}|{'left':<{w//2}}|{'c':^{w - 7}}|")
print(f"{'nested':{'>' if w > 10 else '<'}{w}}|{f'{p:03d}':>6}|{[f'{x:.1f}' for x in (1, 2.25, 3.5)]}")
print(f"{{literal braces}} {{{w}}} {w!r:{w}} {'%'}")
table = {"a": 1, "bb": 22, "ccc": 333}
print("\n".join(f"{k:.<10}{v:.>6}" for k, v in table.items()))
print(f"{len(table)=} {sum(table.values())=:,} {max(table, key=len)=}")
for bad in ["{x:>{w}.{p}d}", "{x:,s}", "{x:=10s}"]:
    try:
        print(bad.format(x=3.5 if "d" in bad else "txt", w=8, p=2))
    except ValueError as e:
        print("ValueError:", e)

n = 255
print(f"{n:d} {n:x} {n:X} {n:o} {n:b} {n:#x} {n:#b}")
print(f"{n:08b} {n:+} {-n:+} {n: }")
print(f"{n:>8,}|{12345678:_}")
f = 1234.5678
print(f"{f:.1f} {f:10.2f}| {f:<10.2f}| {f:e} {f:.2e} {f:g}")
print(f"{0.000012345:g} {1e20:g} {100.0:g}")
print(f"{0.5:%} {0.125:.1%}")
print(f"{-0.0} {float('inf')} {float('nan')}")
print(f"{7:03} {-7:03} {7.0:05.1f}")
print(f"{True} {None} {[1, 2]} {(1,)}")
print(f"{1e16} {0.1 + 0.2}")
print(f"{10**20:,}")

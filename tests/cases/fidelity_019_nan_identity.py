# each NaN an operation makes is a float of its own: distinct dict/set keys and
# 'is', while one NaN object finds itself; struct packs every NaN plainly
import math
import struct, json
x = float('nan'); y = float('nan')
d = {x: 1}
print(d.get(x), d.get(y), len({x: 1, y: 2}), len({x, y}), len({x, x}))
print(x in [x], y in [x], [x] == [x], [x] == [y], (x,) == (x,))
print(x is x, x is y, x == x)
print({math.nan: 1}.get(math.nan), math.nan is math.nan)
z = x
print(z is x, {z: 3}.get(x))
s = {float('nan') for _ in range(3)}
print(len(s))
print(len(set([x, x, y])), [x, y].count(x), [x, y].index(y))
inf = float('inf'); w = inf - inf
print(w in {w}, w in {x})
print(len(dict.fromkeys([x, y, x])))
print(sorted({1.5: 1}))
x = float('nan')
print(struct.pack('<d', x), struct.pack('>d', -x), struct.pack('<f', x), struct.pack('<e', x))
print(struct.pack('<d', x * 2), struct.pack('<d', math.inf - math.inf))
print(math.copysign(1, -x), math.copysign(1, float('-nan')), repr(-x), str(float('-nan')))
print(math.isnan(x + 1), (x + 1) is x, -x is x, abs(x) is x)
a = [x, x, float('nan')]
print(len(set(a)), a.count(x), len(dict.fromkeys(a)))
print(x in (x,), x in {x}, x in {x: 0}, x in {math.nan}, math.nan in {math.nan})
v = json.loads('[NaN, NaN]')
print(v[0] is v[1], len(set(v)))
print(math.sqrt(x) is x, math.fabs(x) in {x})
t = (x, 1)
print(t == (x, 1), t == (float('nan'), 1), {t: 1}.get((x, 1)))
print(sorted([3.0, x, 1.0])[1:] == [x, 1.0] or "ok")
print(max([x, 1.0]) is x, min(x, 2.0) is x)
print(f"{x}", format(x, '.2f'), '%f' % x)
print(x != x, not (x == x), [x] != [x])

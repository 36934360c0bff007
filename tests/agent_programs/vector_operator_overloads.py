# Geo vectors for delivery routing with full operator overloading, sum() via __radd__, and formatting.
import math

class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x, self.y = x, y

    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented

    def __radd__(self, o):
        if o == 0:
            return self
        return self.__add__(o)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)

    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __iter__(self):
        yield self.x
        yield self.y

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __len__(self):
        return 2

    def __round__(self, n=None):
        return Vec(round(self.x, n), round(self.y, n))

    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"

    def __lt__(self, o):
        return abs(self) < abs(o)

cities = {"Paris": Vec(2.35, 48.86), "Oslo": Vec(10.75, 59.91), "Cairo": Vec(31.24, 30.04), "Lima": Vec(-77.04, -12.05)}
winds = {c: get_weather(c)["wind_kmh"] for c in cities}
legs = [b - a for a, b in zip(cities.values(), list(cities.values())[1:])]
print([f"{l:.1f}" for l in legs])
total = sum(legs)
print(f"{total:.2f}", round(abs(total), 3), sum(map(abs, legs)) > abs(total), round(total, 1))
center = sum(cities.values(), Vec()) / len(cities)
print(f"{center:8.3f}", repr(round(center, 2)))
drift = sum((w * (p - center) / 100 for (c, p), w in zip(cities.items(), winds.values())), Vec())
print(f"{drift:.4f}", round(drift @ center, 4), -Vec(1, 2), 2 * Vec(1, 2) == Vec(1, 2) * 2)
print(bool(Vec()), bool(Vec(0, 1)), len(Vec()), list(Vec(3, 4)), Vec(3, 4)[1], abs(Vec(3, 4)), *Vec(5, 6))
x, y = Vec(7, 8)
print(x, y, max(cities.values()), sorted(cities, key=lambda c: abs(cities[c]))[0], {Vec(1, 1), Vec(1, 1), Vec(1, 2)})
print(Vec(1, 2) == (1, 2), Vec(1, 2) != Vec(1, 2), Vec(1, 2) in [Vec(1, 2)], 3 in Vec(3, 4))
for bad in [lambda: Vec() + 1, lambda: "s" * Vec(), lambda: Vec() @ 3, lambda: Vec() / 0, lambda: Vec() < 1]:
    try:
        bad()
    except (TypeError, ZeroDivisionError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
try:
    Vec().z = 1
except AttributeError as e:
    print("AttributeError:", e)
v = Vec(1, 1)
v += Vec(1, 0)
v *= 3
print(v, v.__class__.__name__)

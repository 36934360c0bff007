"""Typed, unit-aware fields with descriptors: __set_name__ records the
attribute name, __get__/__set__ validate and convert, a Quantity class
implements arithmetic dunders, __format__ with a custom spec mini-language,
__eq__/__hash__/__lt__, and a weather report built from the tool."""
from functools import total_ordering
import math


class Positive:
    def __init__(self, unit=None, *, allow_zero=False):
        self.unit = unit
        self.allow_zero = allow_zero

    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if isinstance(value, str):
            value = float(value.strip().rstrip(self.unit or "").strip())
        if not isinstance(value, (int, float)):
            raise TypeError(f"{self.public} must be a number, not {type(value).__name__}")
        if value < 0 or (value == 0 and not self.allow_zero):
            raise ValueError(f"{self.public} must be {'>=' if self.allow_zero else '>'} 0, got {value!r}")
        setattr(obj, self.private, value)

    def __repr__(self):
        return f"<Positive {self.public} [{self.unit}]>"


@total_ordering
class Quantity:
    __slots__ = ("value", "unit")
    FACTORS = {("km/h", "m/s"): 1 / 3.6, ("m/s", "km/h"): 3.6, ("km/h", "mph"): 0.621371,
               ("C", "K"): None, ("C", "F"): None}

    def __init__(self, value, unit):
        self.value = value
        self.unit = unit

    def to(self, unit):
        if unit == self.unit:
            return self
        if (self.unit, unit) == ("C", "F"):
            return Quantity(self.value * 9 / 5 + 32, "F")
        if (self.unit, unit) == ("C", "K"):
            return Quantity(self.value + 273.15, "K")
        f = self.FACTORS.get((self.unit, unit))
        if f is None:
            raise ValueError(f"cannot convert {self.unit} to {unit}")
        return Quantity(self.value * f, unit)

    def _coerce(self, other):
        if isinstance(other, Quantity):
            return other.to(self.unit).value
        if isinstance(other, (int, float)):
            return other
        return NotImplemented

    def __add__(self, other):
        v = self._coerce(other)
        return NotImplemented if v is NotImplemented else Quantity(self.value + v, self.unit)

    __radd__ = __add__

    def __sub__(self, other):
        v = self._coerce(other)
        return NotImplemented if v is NotImplemented else Quantity(self.value - v, self.unit)

    def __mul__(self, k):
        if not isinstance(k, (int, float)):
            return NotImplemented
        return Quantity(self.value * k, self.unit)

    __rmul__ = __mul__

    def __truediv__(self, k):
        if isinstance(k, Quantity):
            return self.value / k.to(self.unit).value
        return Quantity(self.value / k, self.unit)

    def __neg__(self):
        return Quantity(-self.value, self.unit)

    def __abs__(self):
        return Quantity(abs(self.value), self.unit)

    def __eq__(self, other):
        if not isinstance(other, Quantity):
            return NotImplemented
        return math.isclose(self.value, other.to(self.unit).value, abs_tol=1e-9)

    def __lt__(self, other):
        return self.value < other.to(self.unit).value

    def __hash__(self):
        return hash((round(self.value, 6), self.unit))

    def __bool__(self):
        return self.value != 0

    def __repr__(self):
        return f"Quantity({self.value!r}, {self.unit!r})"

    def __format__(self, spec):
        # "[.N][@unit]" e.g. ".1@F"
        spec, _, unit = spec.partition("@")
        q = self.to(unit) if unit else self
        return f"{q.value:{spec or 'g'}} {q.unit}"


class Reading:
    temp = Positive("C", allow_zero=True)
    wind = Positive("km/h")

    def __init__(self, city, temp, wind):
        self.city = city
        self.temp = temp
        self.wind = wind

    def __repr__(self):
        return f"Reading({self.city!r}, temp={self.temp}, wind={self.wind})"


print(Reading._fields, Reading.__dict__["temp"], Reading.temp)
readings = []
for city in ["Paris", "Tokyo", "Oslo", "Cairo", "Lima", "Sydney"]:
    w = get_weather(city)
    readings.append(Reading(city, w["temp"], f"{w['wind_kmh']} km/h"))
print(readings[:2])
for bad in [("X", -5, 10), ("Y", 10, 0), ("Z", "warm", 3), ("W", [1], 3)]:
    try:
        Reading(*bad)
    except (ValueError, TypeError) as e:
        print(f"{type(e).__name__}: {e}")

temps = [Quantity(r.temp, "C") for r in readings]
winds = [Quantity(r.wind, "km/h") for r in readings]
print(f"{'city':<8}{'temp':>10}{'temp F':>11}{'wind':>12}{'wind m/s':>12}")
for r, t, w in zip(readings, temps, winds):
    print(f"{r.city:<8}{t:>10}{t:>11.1f@F}{w:>12}{w:>12.2f@m/s}")
avg = sum(temps) / len(temps)
print(f"avg {avg:.2f} | {avg:.1f@K} | spread {max(temps) - min(temps):.1f} | sorted {[f'{t:g}' for t in sorted(temps)]}")
print(Quantity(36, "km/h") == Quantity(10, "m/s"), Quantity(1, "m/s") < Quantity(4, "km/h"), len({Quantity(36, "km/h"), Quantity(36.0, "km/h")}))
print(2 * winds[0], winds[0] * 0.5, -temps[0], abs(Quantity(-3, "C")), bool(Quantity(0, "C")), winds[0] / winds[1])
print(winds[0] + Quantity(1, "m/s"), 5 + temps[0], temps[0] - 1, Quantity(10, "km/h").to("mph"))
for expr in [lambda: temps[0] + "x", lambda: temps[0] * temps[1], lambda: winds[0].to("C"), lambda: temps[0] < 5, lambda: f"{temps[0]:@X}"]:
    try:
        print(expr())
    except (TypeError, ValueError, AttributeError) as e:
        print(f"{type(e).__name__}: {e}")
r = readings[0]
print(vars(r), r.__dict__.keys() >= {"_temp", "_wind"}, getattr(r, "temp"), hasattr(Reading.temp, "__set__"))
del r.__dict__["_temp"]
try:
    r.temp
except AttributeError as e:
    print("AttributeError:", e)

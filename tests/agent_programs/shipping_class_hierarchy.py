# Shipping domain classes: abstract base, properties with validating setters, __repr__/__str__/__eq__/__hash__, classmethod constructors, __init_subclass__ registry, super() chains, __slots__.
from abc import ABC, abstractmethod
import math

class Parcel(ABC):
    registry = {}
    __slots__ = ("_weight", "dest")

    def __init_subclass__(cls, code=None, **kw):
        super().__init_subclass__(**kw)
        if code:
            Parcel.registry[code] = cls

    def __init__(self, weight, dest):
        self.weight = weight
        self.dest = dest

    @property
    def weight(self):
        return self._weight

    @weight.setter
    def weight(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError(f"weight must be a number, not {type(value).__name__}")
        if value <= 0:
            raise ValueError(f"weight must be positive, got {value!r}")
        self._weight = value

    @weight.deleter
    def weight(self):
        raise AttributeError("weight cannot be deleted")

    @abstractmethod
    def base_rate(self): ...

    def cost(self):
        return round(self.base_rate() * math.ceil(self.weight), 2)

    @classmethod
    def from_spec(cls, spec):
        code, w, dest = spec.split(":")
        return cls.registry[code](float(w), dest)

    def __repr__(self):
        return f"{type(self).__name__}(weight={self.weight!r}, dest={self.dest!r})"

    def __str__(self):
        return f"{type(self).__name__.lower()} to {self.dest} ({self.weight} kg) ${self.cost():.2f}"

    def __eq__(self, other):
        if not isinstance(other, Parcel):
            return NotImplemented
        return (type(self), self.weight, self.dest) == (type(other), other.weight, other.dest)

    def __hash__(self):
        return hash((type(self).__name__, self.weight, self.dest))

    def __lt__(self, other):
        return self.cost() < other.cost()

class Standard(Parcel, code="STD"):
    __slots__ = ()
    def base_rate(self):
        return 4.5

class Express(Standard, code="EXP"):
    __slots__ = ("signature",)
    def __init__(self, weight, dest, signature=False):
        super().__init__(weight, dest)
        self.signature = signature
    def base_rate(self):
        return super().base_rate() * 2 + (3 if self.signature else 0)
    def __repr__(self):
        return super().__repr__()[:-1] + f", signature={self.signature})"

class Freight(Parcel, code="FRT"):
    __slots__ = ()
    MIN = 50
    def base_rate(self):
        return 1.2
    def cost(self):
        return max(self.MIN, super().cost())

print(sorted(Parcel.registry), Express.__mro__[1:3], Express.__slots__, hasattr(Standard("1", "x") if False else Standard(1, "x"), "__dict__"))
orders = list_orders(page_size=9)["items"]
parcels = []
for o in orders:
    code = "EXP" if "rush" in o["tags"] else "FRT" if o["quantity"] > 6 else "STD"
    p = Parcel.from_spec(f"{code}:{o['quantity'] * 1.7:.1f}:{o['region']}")
    parcels.append(p)
    print(f"{o['id']}: {p!s:<36} {p!r}")
print(sorted(parcels)[:3])
print(max(parcels), min(parcels, key=lambda p: (p.weight, p.dest)))
print(len(set(parcels)), Standard(2, "x") == Standard(2, "x"), Standard(2, "x") == Express(2, "x"), Standard(2, "x") != "x", Standard(2, "x").__eq__(3))
e = Express(1.5, "east", signature=True)
print(e, e.cost(), Express.base_rate(e), Parcel.cost(e), super(Express, e).base_rate())
for bad in ("heavy", -2, 0):
    try:
        e.weight = bad
    except (TypeError, ValueError) as err:
        print(type(err).__name__, err)
try:
    del e.weight
except AttributeError as err:
    print("AttributeError", err)
try:
    e.colour = "red"
except AttributeError as err:
    print("AttributeError", err)
try:
    Parcel(1, "x")
except TypeError as err:
    print("TypeError", err)
try:
    Parcel.from_spec("AIR:1:x")
except KeyError as err:
    print("KeyError", err)
print(type(Parcel.weight).__name__, Parcel.weight.__doc__, Parcel.__abstractmethods__, Standard.__abstractmethods__)
print(isinstance(e, Standard), issubclass(Freight, Standard), Freight.MIN, vars(Parcel).get("registry") is Parcel.registry)

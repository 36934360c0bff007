# A tool-plugin framework: a metaclass with __prepare__/__new__/__call__ counting instances, class decorators, __set_name__ descriptors for config fields, __class_getitem__, __init_subclass__ keyword options and class-level __repr__.
class Field:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default
    def __set_name__(self, owner, name):
        self.name = name
        owner._fields = getattr(owner, "_fields", ()) + (name,)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{type(obj).__name__}.{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        obj.__dict__[self.name] = value
    def __repr__(self):
        return f"Field({self.kind.__name__}, default={self.default!r})"

class PluginMeta(type):
    registry = {}
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        ns = {"__order__": []}
        return ns
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.created = 0
        if bases:
            PluginMeta.registry[kw.get("alias", name.lower())] = cls
        return cls
    def __call__(cls, *args, **kwargs):
        inst = super().__call__(*args, **kwargs)
        cls.created += 1
        return inst
    def __repr__(cls):
        return f"<plugin {cls.__name__}>"
    def __len__(cls):
        return cls.created

class Plugin(metaclass=PluginMeta):
    timeout = Field(int, 30)
    name = Field(str, "?")
    def __init__(self, **cfg):
        for k, v in cfg.items():
            if k not in type(self)._fields:
                raise TypeError(f"unknown option {k!r} for {type(self).__name__}")
            setattr(self, k, v)
    def __init_subclass__(cls, alias=None, tags=(), **kw):
        super().__init_subclass__(**kw)
        cls.tags = tuple(tags)
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item}]"
    def run(self):
        raise NotImplementedError(type(self).__name__ + ".run")

def describe(cls):
    cls.describe = classmethod(lambda c: f"{c.__name__} tags={c.tags} fields={c._fields}")
    return cls

@describe
class Weather(Plugin, alias="wx", tags=("read",)):
    city = Field(str, "Oslo")
    def run(self):
        w = get_weather(self.city)
        return f"{w['city']}: {w['temp']}° {w['sky']}"

@describe
class Stocks(Plugin, tags=("read", "finance")):
    symbol = Field(str, "ACME")
    days = Field(int, 3)
    def run(self):
        return [r["close"] for r in get_stock(self.symbol, self.days)]

class Broken(Plugin):
    pass

print(PluginMeta.registry, type(Weather), type(Plugin).__name__, Weather, repr(Stocks))
print(Weather.describe(), Stocks.describe(), Weather._fields, Plugin._fields, Stocks.__order__ if hasattr(Stocks, "__order__") else None)
jobs = [("wx", {"city": "Tokyo"}), ("stocks", {"symbol": "GLOBX", "days": 4}), ("wx", {}), ("broken", {}), ("stocks", {"days": "5"}), ("wx", {"zip": 1}), ("nope", {})]
for key, cfg in jobs:
    try:
        p = PluginMeta.registry[key](**cfg)
        print(f"{key:<7}", p.run())
    except (TypeError, NotImplementedError, KeyError) as e:
        print(f"{key:<7} {type(e).__name__}: {e}")
print(len(Weather), len(Stocks), len(Broken), Weather.created, Plugin.created)
print(Plugin[int], Weather["x"], Weather.timeout, Weather().timeout, Weather.city.name, vars(Weather(city="Lima")))
print(isinstance(Weather, PluginMeta), issubclass(PluginMeta, type), Weather.__mro__, PluginMeta.__mro__)
class Meta2(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "run")
class Runnable(metaclass=Meta2):
    pass
print(isinstance(Weather(), Runnable), isinstance(3, Runnable))
try:
    class Conflict(Plugin, Runnable):
        pass
except TypeError as e:
    print("TypeError:", e)
Dyn = PluginMeta("Dyn", (Plugin,), {"run": lambda self: "dynamic!"}, alias="dyn")
print(PluginMeta.registry["dyn"], Dyn().run(), type(Dyn).__name__, Dyn.tags)
Simple = type("Simple", (), {"x": 1, "__repr__": lambda self: "Simple()"})
print(Simple(), Simple.x, Simple.__name__, Simple.__bases__, type(Simple))

# Lazy settings object with attribute hooks: __getattr__ loading from tools on first use, __setattr__ validation and change log, __delattr__, __getattribute__ access counting, __dir__, object.__setattr__ bypass, vars() and hasattr semantics.
class Settings:
    _loaders = {
        "weather": lambda: get_weather("Cairo"),
        "rate": lambda: get_exchange_rate("USD", "GBP")["rate"],
        "owner": lambda: get_user(5)["name"],
    }
    _frozen = ("region",)

    def __init__(self, region):
        object.__setattr__(self, "_changes", [])
        object.__setattr__(self, "_reads", {})
        object.__setattr__(self, "region", region)

    def __getattribute__(self, name):
        if not name.startswith("_"):
            reads = object.__getattribute__(self, "_reads")
            reads[name] = reads.get(name, 0) + 1
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        loader = type(self)._loaders.get(name)
        if loader is None:
            raise AttributeError(f"{type(self).__name__!r} has no setting {name!r}")
        value = loader()
        object.__setattr__(self, name, value)
        self._changes.append(("load", name))
        return value

    def __setattr__(self, name, value):
        if name in self._frozen:
            raise AttributeError(f"setting {name!r} is read-only")
        if name.startswith("_"):
            raise AttributeError(f"cannot set private {name!r}")
        old = self.__dict__.get(name, "<unset>")
        super().__setattr__(name, value)
        self._changes.append(("set", name, old, value))

    def __delattr__(self, name):
        if name not in self.__dict__:
            raise AttributeError(name)
        super().__delattr__(name)
        self._changes.append(("del", name))

    def __dir__(self):
        return sorted(set(self.__dict__) | set(self._loaders)) + ["region"]

    def __repr__(self):
        shown = {k: v for k, v in vars(self).items() if not k.startswith("_")}
        return f"Settings({shown})"

s = Settings("eu-west")
print(s, dir(s)[:5])
print(s.weather["sky"], s.weather["temp"], s.rate, s.owner)
s.rate = 0.8
s.timeout = 30
s.timeout += 5
print(s.rate, s.timeout, s)
del s.timeout
print(hasattr(s, "timeout"), hasattr(s, "owner"), getattr(s, "missing", "fallback"), "rate" in vars(s))
for action in (lambda: setattr(s, "region", "us"), lambda: setattr(s, "_x", 1), lambda: delattr(s, "nope"), lambda: s.bogus):
    try:
        action()
    except AttributeError as e:
        print("AttributeError:", e)
del s.rate
print(s.rate, s._changes)
print(sorted(s._reads.items()))

class Proxy:
    __slots__ = ("_target", "_calls")
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_calls", [])
    def __getattr__(self, name):
        attr = getattr(self._target, name)
        if callable(attr):
            def wrapped(*a, **k):
                self._calls.append(name)
                return attr(*a, **k)
            return wrapped
        return attr
    def __setattr__(self, name, value):
        setattr(self._target, name, value)
    def __len__(self):
        return len(self._target)
p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p._target, p._calls, len(p), p.count(1))
try:
    p[0]
except TypeError as e:
    print("TypeError:", e)
try:
    iter(p)
except TypeError as e:
    print("TypeError:", e)
try:
    p.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
class Base:
    x = "class attr"
    def __getattr__(self, name):
        return f"dynamic {name}"
b = Base()
b.__dict__["y"] = "instance"
print(b.x, b.y, b.z, getattr(b, "__len__", "no dunder via getattr"), Base.x)

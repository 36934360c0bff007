# A tiny model layer built on descriptors: __set_name__, __get__/__set__, validation, and class-level access.
class Field:
    def __init__(self, kind, *, default=None, check=None):
        self.kind, self.default, self.check = kind, default, check

    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{type(obj).__name__}.{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.check and not self.check(value):
            raise ValueError(f"{type(obj).__name__}.{self.name}: invalid value {value!r}")
        setattr(obj, self.private, value)

    def __repr__(self):
        return f"Field({self.name!r}, {self.kind.__name__})"

class Model:
    def __init__(self, **kw):
        for k, v in kw.items():
            if k not in self._fields:
                raise AttributeError(f"{type(self).__name__} has no field {k!r}")
            setattr(self, k, v)

    def to_dict(self):
        return {f: getattr(self, f) for f in self._fields}

    def __repr__(self):
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.to_dict().items())})"

class UserModel(Model):
    id = Field(int, check=lambda v: v > 0)
    name = Field(str, default="?")
    email = Field(str, check=lambda v: "@" in v)
    tier = Field(str, default="free", check=lambda v: v in {"free", "pro", "enterprise"})

class ReadOnly:
    def __init__(self, value):
        self.value = value
    def __get__(self, obj, objtype=None):
        return self.value

class Config:
    version = ReadOnly("1.2")

models = []
for uid in (1, 2, 3):
    raw = get_user(uid)
    models.append(UserModel(**{k: raw[k] for k in ("id", "name", "email", "tier")}))
print(models)
print(UserModel._fields, UserModel.id, type(UserModel.__dict__["email"]).__name__, UserModel().name)
for bad in [dict(id="7"), dict(id=-1), dict(email="nope"), dict(tier="gold"), dict(age=3)]:
    try:
        UserModel(**bad)
    except (TypeError, ValueError, AttributeError) as e:
        print(f"{type(e).__name__}: {e}")
c = Config()
c.version = "2.0"
print(c.version, Config.version, vars(c))
m = models[0]
m.tier = "enterprise"
print(m.to_dict(), sorted(k for k in vars(m)))
class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, cls):
        if obj is None:
            return self
        val = self.fn(obj)
        obj.__dict__[self.name] = val
        return val
class Report:
    calls = 0
    @Lazy
    def weather(self):
        Report.calls += 1
        return get_weather("Lima")["sky"]
r = Report()
print(r.weather, r.weather, Report.calls, type(Report.weather).__name__)

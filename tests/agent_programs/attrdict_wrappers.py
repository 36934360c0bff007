# Wrap tool JSON in attribute-access helpers: an AttrDict, a dict subclass with __missing__, and a list subclass with helpers.
class AttrDict(dict):
    def __getattr__(self, name):
        try:
            v = self[name]
        except KeyError:
            raise AttributeError(f"no field {name!r}") from None
        return AttrDict(v) if isinstance(v, dict) else v
    def __setattr__(self, name, value):
        self[name] = value
    def __delattr__(self, name):
        del self[name]

class Defaults(dict):
    def __missing__(self, key):
        return f"<{key}?>"

class Rows(list):
    def where(self, **conds):
        return Rows(r for r in self if all(r.get(k) == v for k, v in conds.items()))
    def pluck(self, key):
        return [r[key] for r in self]
    def __repr__(self):
        return f"Rows({len(self)})"

w = AttrDict(get_weather("Paris"))
print(w.city, w.temp, w.sky, sorted(w))
w.feels = w.temp - 2
del w.wind_kmh
print(w, isinstance(w, dict), type(w).__name__)
try:
    print(w.humidity)
except AttributeError as e:
    print("AttributeError:", e, e.__suppress_context__, e.__context__ is None)
resp = AttrDict(http_get("https://ratelimit.example.org/x"))
print(resp.status, resp.headers, type(resp.headers).__name__)
d = Defaults(name="Ada")
print("{name} has {role}".format_map(d), d.get("role"), "role" in d, d["x"])
rows = Rows(list_orders(page_size=20)["items"])
north = rows.where(region="north")
print(north, north.pluck("id"), rows.where(region="north", status="pending").pluck("quantity"))
print(len(rows + rows), type(rows + rows).__name__, type(rows[:3]).__name__, rows.count(rows[0]))
rows.sort(key=lambda r: r["quantity"])
print(rows.pluck("quantity")[:8])
merged = {**w, "extra": 1} | {"city": "Lyon"}
print(type(merged).__name__, merged["city"], len(merged))
class Config(dict):
    def __init__(self, **kw):
        super().__init__(kw)
        self.setdefault("retries", 3)
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
c = Config(timeout=5)
print(c["TIMEOUT"], c["Retries"], c.get("TIMEOUT"), dict(c))
print(w.nonexistent_field)

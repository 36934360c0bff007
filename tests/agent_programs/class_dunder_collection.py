# A result-set class the way models write them: sequence/mapping dunders,
# __init_subclass__ plugins, __set_name__ fields, __class_getitem__, context manager.
class Field:
    def __set_name__(self, owner, name):
        self.name = name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj._data.get(self.name)

    def __set__(self, obj, value):
        if value is None:
            raise ValueError(f"{type(obj).__name__}.{self.name} may not be None")
        obj._data[self.name] = value


class Record:
    registry = {}

    def __init_subclass__(cls, /, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = kind or cls.__name__.lower()
        Record.registry[cls.kind] = cls

    def __init__(self, **data):
        self._data = {}
        for k, v in data.items():
            setattr(self, k, v)

    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({inner})"

    def __eq__(self, other):
        return type(self) is type(other) and self._data == other._data

    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item}]"


class Order(Record, kind="order"):
    id = Field()
    product = Field()
    quantity = Field()


class User(Record):
    id = Field()
    name = Field()


class ResultSet:
    def __init__(self, rows):
        self._rows = list(rows)

    def __len__(self):
        return len(self._rows)

    def __bool__(self):
        return any(r.quantity for r in self._rows)

    def __getitem__(self, key):
        if isinstance(key, slice):
            return ResultSet(self._rows[key])
        if isinstance(key, str):
            for r in self._rows:
                if r.id == key:
                    return r
            raise KeyError(key)
        return self._rows[key]

    def __contains__(self, oid):
        return any(r.id == oid for r in self._rows)

    def __iter__(self):
        return iter(self._rows)

    def __reversed__(self):
        return reversed(self._rows)

    def __add__(self, other):
        if not isinstance(other, ResultSet):
            return NotImplemented
        return ResultSet(self._rows + other._rows)

    def __format__(self, spec):
        if spec == "ids":
            return ",".join(r.id for r in self)
        return format(f"<{len(self)} rows>", spec)

    def __enter__(self):
        print("  open result set")
        return self

    def __exit__(self, et, ev, tb):
        print(f"  close result set ({et.__name__ if et else 'ok'})")
        return et is KeyError


page1 = ResultSet(Order(id=o["id"], product=o["product"], quantity=o["quantity"])
                  for o in list_orders(page_size=4)["items"])
page2 = ResultSet(Order(**{k: o[k] for k in ("id", "product", "quantity")})
                  for o in list_orders(page=2, page_size=3)["items"])
both = page1 + page2
print(len(both), bool(both), "ORD-0002" in both, "ORD-9999" in both)
print(both[0], both["ORD-0006"] == both[5], both[-2:][0].id)
print(f"{both:ids} | {both:>14} | {both[:0]:*^12}", bool(both[:0]))
print([r.id for r in reversed(both)][:3], Order._fields, User.kind, sorted(Record.registry))
print(Order["int"], Record[User], Order.id.name, type(Order.__dict__["id"]).__name__)
with both as rs:
    print("  ", rs["ORD-0003"].product)
    rs["ORD-4242"]
print("suppressed KeyError; continuing")
try:
    with page2:
        page2 + 1
except TypeError as e:
    print("TypeError:", e)
try:
    Order(id="x", product=None)
except ValueError as e:
    print("ValueError:", e)
try:
    {both[0]: 1}
except TypeError as e:
    print("TypeError:", e)
try:
    len(iter(both))
except TypeError as e:
    print("TypeError:", e)
u = Record.registry["user"](id=1, name=get_user(1)["name"])
print(u, u == User(id=1, name="Ada Lovelace"), u != both[0], vars(u))

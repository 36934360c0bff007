# A query-builder API in the fluent style: *args/**kwargs forwarding, keyword-only and
# positional-only parameters, default mutation pitfalls avoided, __call__ and method chaining.
class Query:
    def __init__(self, table, /, *, limit=None, **filters):
        self.table = table
        self.limit = limit
        self.filters = dict(filters)
        self.order = []

    def where(self, **conds):
        q = self._copy()
        q.filters.update(conds)
        return q

    def order_by(self, *fields, desc=False):
        q = self._copy()
        q.order += [("-" if desc else "") + f for f in fields]
        return q

    def take(self, n, /):
        q = self._copy()
        q.limit = n
        return q

    def _copy(self):
        q = Query(self.table, limit=self.limit, **self.filters)
        q.order = list(self.order)
        return q

    def __call__(self):
        fetch = {"orders": self._orders, "users": self._users}[self.table]
        rows = fetch()
        for k in reversed(self.order):
            rows.sort(key=lambda r, k=k.lstrip("-"): r[k], reverse=k.startswith("-"))
        return rows[: self.limit]

    def _orders(self):
        args = {k: v for k, v in self.filters.items() if k in ("status", "region")}
        items = list_orders(page_size=100, **args)["items"]
        extra = {k: v for k, v in self.filters.items() if k not in args}
        return [o for o in items if all(o.get(k) == v for k, v in extra.items())]

    def _users(self):
        users = [get_user(i) for i in range(1, 13)]
        return [u for u in users if all(u.get(k) == v for k, v in self.filters.items())]

    def __repr__(self):
        f = ", ".join(f"{k}={v!r}" for k, v in sorted(self.filters.items()))
        return f"Query({self.table!r}, {f or '-'}, order={self.order}, limit={self.limit})"

base = Query("orders", region="west")
q = base.where(status="shipped").order_by("quantity", desc=True).order_by("id").take(4)
print(base, q, sep="\n")
print([(o["id"], o["quantity"]) for o in q()])
print([u["name"] for u in Query("users", tier="pro").where(active=True).order_by("name")()])
print(len(Query("orders", product="gizmo", limit=3)()), len(base()), len(Query("orders")()))

def call_with(fn, *args, **kwargs):
    return fn(*args, **kwargs)
print(call_with(get_weather, "Tokyo", units="F")["temp"], call_with(max, 3, 9, 4), call_with(dict, a=1, **{"b": 2}))
opts = {"units": "F"}
print(get_weather(**{"city": "Oslo"}, **opts)["temp"], list_orders(*[None, "east"], **{"page_size": 1})["total"])
for bad in [lambda: Query(table="x"), lambda: base.take(n=3), lambda: Query("orders", "extra"),
            lambda: base.where(1), lambda: call_with(get_weather, "Paris", city="Oslo"),
            lambda: get_weather(**{"city": "Oslo"}, **{"city": "Lima"})]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
def defaults(x, seen=[]):
    seen.append(x)
    return len(seen)
print(defaults(1), defaults(2), defaults.__defaults__)
def kwonly(*, a, b=2, **rest):
    return a, b, rest
print(kwonly(a=1), kwonly(b=3, a=0, z=9), kwonly.__kwdefaults__)

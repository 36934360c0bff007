# A tool client object that exposes registered tools as attributes via __getattr__, counts calls,
# guards attribute assignment, and supports dir() and call history.
class ToolError(Exception):
    pass

class ToolClient:
    _registry = {"user": get_user, "weather": get_weather, "docs": search_docs, "orders": list_orders}

    def __init__(self, name):
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "history", [])

    def __getattr__(self, attr):
        if attr.startswith("_"):
            raise AttributeError(attr)
        try:
            fn = self._registry[attr]
        except KeyError:
            raise AttributeError(f"{type(self).__name__!r} has no tool {attr!r}") from None
        def call(*args, **kwargs):
            self.history.append((attr, args, tuple(sorted(kwargs.items()))))
            try:
                return fn(*args, **kwargs)
            except (KeyError, ValueError) as e:
                raise ToolError(f"{attr} failed: {e}") from e
        call.__name__ = attr
        return call

    def __setattr__(self, key, value):
        raise AttributeError(f"cannot set {key!r} on {self.name}")

    def __dir__(self):
        return sorted(list(self._registry) + ["history", "name"])

    def __call__(self, tool, *args, **kwargs):
        return getattr(self, tool)(*args, **kwargs)

    def __repr__(self):
        return f"ToolClient({self.name!r}, calls={len(self.history)})"

c = ToolClient("agent-7")
print(c.user(4)["name"], c.weather("Tokyo")["sky"], c("docs", "token bucket")[0]["id"])
print(c.orders(region="south", page_size=3)["total"], c)
for bad in [lambda: c.user(40), lambda: c.weather("Nowhere"), lambda: c.delete_all(), lambda: setattr(c, "name", "x")]:
    try:
        bad()
    except ToolError as e:
        print("ToolError:", e, "| cause:", type(e.__cause__).__name__)
    except AttributeError as e:
        print("AttributeError:", e)
print(dir(c), hasattr(c, "weather"), hasattr(c, "nope"), getattr(c, "nope", "default"))
print([h[0] for h in c.history], c.history[1])
print(c.user.__name__, callable(c.docs), type(c).__name__, vars(c)["name"])
try:
    c._secret
except AttributeError as e:
    print("AttributeError:", e)
class Recorder:
    def __init__(self):
        self.calls = []
    def __getattr__(self, name):
        return lambda *a: self.calls.append((name, a)) or len(self.calls)
r = Recorder()
print(r.ping(1), r.pong(), r.calls, r.__class__.__name__)

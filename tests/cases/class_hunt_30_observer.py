from collections import defaultdict
class EventBus:
    def __init__(self):
        self._subs = defaultdict(list)
    def subscribe(self, event, fn=None, *, priority=0):
        def deco(f):
            self._subs[event].append((priority, f))
            self._subs[event].sort(key=lambda p: -p[0])
            return f
        return deco(fn) if fn else deco
    def emit(self, event, **payload):
        out = []
        for _, fn in self._subs.get(event, []):
            r = fn(**payload)
            if r is not None:
                out.append(r)
        return out

bus = EventBus()

@bus.subscribe("order", priority=1)
def audit(**p):
    return f"audit {p['id']}"

class Mailer:
    def __init__(self, bus):
        self.sent = []
        bus.subscribe("order", self.on_order, priority=5)
    def on_order(self, id, total=0):
        self.sent.append(id)
        return f"mail {id} {total:.2f}"

m = Mailer(bus)
print(bus.emit("order", id=7, total=3.5), bus.emit("none"), m.sent)
print(audit.__name__, [f.__name__ for _, f in bus._subs["order"]])
print(m.on_order.__self__ is m, m.on_order == m.on_order, m.on_order is m.on_order)

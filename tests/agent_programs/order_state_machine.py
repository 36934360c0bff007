# Drive orders through an Enum-based state machine with a transition table; an illegal transition at the end is left uncaught.
from enum import Enum
from collections import Counter

class State(Enum):
    PENDING = "pending"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"
    RETURNED = "returned"

    @property
    def final(self):
        return self in (State.CANCELLED, State.RETURNED)

ALLOWED = {
    State.PENDING: {State.SHIPPED, State.CANCELLED},
    State.SHIPPED: {State.DELIVERED, State.RETURNED},
    State.DELIVERED: {State.RETURNED},
    State.CANCELLED: set(),
    State.RETURNED: set(),
}

class IllegalTransition(Exception):
    def __init__(self, order_id, src, dst):
        super().__init__(f"{order_id}: {src.name} -> {dst.name} is not allowed (allowed: {sorted(s.name for s in ALLOWED[src]) or 'none'})")

class Order:
    def __init__(self, raw):
        self.id = raw["id"]
        self.state = State(raw["status"])
        self.history = [self.state]
    def move(self, dst):
        if dst not in ALLOWED[self.state]:
            raise IllegalTransition(self.id, self.state, dst)
        self.state = dst
        self.history.append(dst)
        return self
    def __repr__(self):
        return f"<Order {self.id} {'/'.join(s.value[:3] for s in self.history)}>"

orders = [Order(o) for o in list_orders(page_size=12)["items"]]
print(Counter(o.state.name for o in orders))
plan = [State.SHIPPED, State.DELIVERED, State.RETURNED]
errors = Counter()
for o in orders:
    for step in plan:
        if step in ALLOWED[o.state]:
            o.move(step)
        elif o.state.final:
            break
        else:
            errors[(o.state.name, step.name)] += 1
for o in orders:
    print(f"{o!r:<40} final={o.state.final}")
print(sorted(errors.items()))
print([s.name for s in State if not ALLOWED[s]], State("shipped") in ALLOWED[State.PENDING], len(State))
stuck = next(o for o in orders if o.state is State.CANCELLED)
print("trying to ship", stuck.id)
stuck.move(State.SHIPPED)

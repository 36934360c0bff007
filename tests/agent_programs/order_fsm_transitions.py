# Order lifecycle as a finite state machine: Enum states, transition table, custom errors, history, match.
from enum import Enum, auto
from collections import defaultdict

class State(Enum):
    NEW = auto()
    PAID = auto()
    PACKED = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()
    REFUNDED = auto()

    def __str__(self):
        return self.name.lower()

    @property
    def terminal(self):
        return self in (State.DELIVERED, State.REFUNDED)

class InvalidTransition(Exception):
    def __init__(self, order_id, src, event):
        self.order_id, self.src, self.event = order_id, src, event
        super().__init__(order_id, src, event)

    def __str__(self):
        return f"{self.order_id}: cannot {self.event!r} from {self.src}"

TRANSITIONS = {
    (State.NEW, "pay"): State.PAID,
    (State.NEW, "cancel"): State.CANCELLED,
    (State.PAID, "pack"): State.PACKED,
    (State.PAID, "cancel"): State.REFUNDED,
    (State.PACKED, "ship"): State.SHIPPED,
    (State.SHIPPED, "deliver"): State.DELIVERED,
    (State.CANCELLED, "refund"): State.REFUNDED,
}

class Order:
    def __init__(self, oid):
        self.oid = oid
        self.state = State.NEW
        self.history = [State.NEW]

    def fire(self, event):
        try:
            nxt = TRANSITIONS[self.state, event]
        except KeyError:
            raise InvalidTransition(self.oid, self.state, event) from None
        self.state = nxt
        self.history.append(nxt)
        return self

    def __repr__(self):
        return f"<Order {self.oid} {self.state}>"

SCRIPTS = {
    "shipped": ["pay", "pack", "ship"],
    "delivered": ["pay", "pack", "ship", "deliver"],
    "pending": ["pay"],
    "cancelled": ["cancel", "refund", "ship"],
}
orders = list_orders(page_size=12)["items"]
final = defaultdict(list)
failures = []
for o in orders:
    order = Order(o["id"])
    for ev in SCRIPTS[o["status"]]:
        try:
            order.fire(ev)
        except InvalidTransition as e:
            failures.append(e)
            break
    final[order.state].append(order.oid)
for st in State:
    if final[st]:
        print(f"{str(st):<10} terminal={st.terminal!s:<5} {final[st]}")
for e in failures[:3]:
    print("error:", e, "|", repr(e), "|", e.args)
o = Order("X-1").fire("pay").fire("pack")
print(o, " -> ".join(map(str, o.history)), [s.name for s in o.history], State(3), State["SHIPPED"].value)
def describe(o):
    match o.state:
        case State.NEW | State.PAID:
            return "early"
        case State.PACKED | State.SHIPPED as s:
            return f"in flight ({s})"
        case s if s.terminal:
            return "done"
        case _:
            return "other"
print([describe(Order("a").fire(e) if e else Order("b")) for e in ["pay", "cancel", None]], describe(o))
print(list(State)[-2:], State.NEW < State.PAID if hasattr(State, "__lt__") and False else "no ordering", len(State))
try:
    State.NEW < State.PAID
except TypeError as e:
    print("TypeError:", e)
Order("Z").fire("deliver")

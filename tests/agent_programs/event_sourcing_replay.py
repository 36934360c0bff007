"""Event-sourced account balances: events as JSON lines, decoded with
object_hook into dataclasses, replayed through a reducer that matches on
event shapes, snapshots every N events, a projection rebuilt from a
snapshot, and idempotency by event id."""
import json
from dataclasses import dataclass, field, asdict, replace
from decimal import Decimal
from datetime import datetime, timedelta
from functools import reduce
from typing import Literal


@dataclass(frozen=True)
class Event:
    id: int
    kind: Literal["opened", "deposit", "withdraw", "transfer", "closed"]
    account: str
    at: datetime
    amount: Decimal = Decimal(0)
    to: str | None = None


@dataclass
class State:
    balances: dict = field(default_factory=dict)
    closed: set = field(default_factory=set)
    seen: set = field(default_factory=set)
    rejected: list = field(default_factory=list)
    version: int = 0


def apply(state: State, ev: Event) -> State:
    if ev.id in state.seen:
        state.rejected.append((ev.id, "duplicate"))
        return state
    state.seen.add(ev.id)
    b = state.balances
    match ev:
        case Event(kind="opened", account=a) if a in b:
            state.rejected.append((ev.id, f"{a} already open"))
        case Event(kind="opened", account=a):
            b[a] = Decimal("0.00")
        case Event(account=a) if a not in b or a in state.closed:
            state.rejected.append((ev.id, f"{a} not open"))
        case Event(kind="deposit", account=a, amount=amt) if amt > 0:
            b[a] += amt
        case Event(kind="withdraw", account=a, amount=amt) if amt <= b[a]:
            b[a] -= amt
        case Event(kind="withdraw", account=a, amount=amt):
            state.rejected.append((ev.id, f"insufficient funds in {a}: {b[a]} < {amt}"))
        case Event(kind="transfer", account=a, to=dest, amount=amt) if dest in b and amt <= b[a]:
            b[a] -= amt
            b[dest] += amt
        case Event(kind="transfer"):
            state.rejected.append((ev.id, f"transfer rejected: {ev.to!r}"))
        case Event(kind="closed", account=a) if b[a] == 0:
            state.closed.add(a)
        case Event(kind="closed", account=a):
            state.rejected.append((ev.id, f"{a} has balance {b[a]}"))
        case _:
            state.rejected.append((ev.id, f"bad event {ev.kind}"))
    state.version += 1
    return state


orders = list_orders(page_size=25)["items"]
start = datetime(2024, 6, 1, 9, 0)
lines = []
accounts = sorted({f"acct-{o['customer_id']:02d}" for o in orders})[:5]
eid = 0
for a in accounts:
    eid += 1
    lines.append(json.dumps({"id": eid, "kind": "opened", "account": a, "at": (start + timedelta(minutes=eid)).isoformat()}))
for o in orders:
    eid += 1
    a = f"acct-{o['customer_id']:02d}"
    kind = {"shipped": "deposit", "delivered": "deposit", "pending": "withdraw", "cancelled": "transfer"}[o["status"]]
    rec = {"id": eid, "kind": kind, "account": a, "at": (start + timedelta(minutes=eid * 3)).isoformat(),
           "amount": str(round(o["quantity"] * o["unit_price"], 2))}
    if kind == "transfer":
        rec["to"] = accounts[eid % len(accounts)]
    lines.append(json.dumps(rec, sort_keys=True))
lines.append(lines[7])
lines.append(json.dumps({"id": 999, "kind": "closed", "account": accounts[0], "at": start.isoformat()}))
lines.append('{"id": 1000, "kind": "refund", "account": "acct-01", "at": "2024-06-01T09:00:00"}')
lines.append('{"id": 1001, "kind": "deposit", "account": "ghost", "at": "2024-06-01T09:00:00", "amount": "5"}')
print(len(lines), "events;", lines[5])


def hook(d):
    if "kind" in d:
        return Event(d["id"], d["kind"], d["account"], datetime.fromisoformat(d["at"]),
                     Decimal(d.get("amount", "0")), d.get("to"))
    return d


events = [json.loads(l, object_hook=hook) for l in lines]
snapshots = {}
state = State()
for i, ev in enumerate(events, 1):
    state = apply(state, ev)
    if i % 10 == 0:
        snapshots[i] = json.loads(json.dumps({"balances": state.balances, "version": state.version}, default=str))
print("final:", {a: f"{v:,.2f}" for a, v in sorted(state.balances.items())})
print("closed:", sorted(state.closed), "version:", state.version)
for eid_, why in state.rejected:
    print(f"  rejected #{eid_}: {why}")
print("snapshots at", list(snapshots), snapshots[20])
snap_i = max(snapshots)
rebuilt = State({a: Decimal(v) for a, v in snapshots[snap_i]["balances"].items()}, version=snapshots[snap_i]["version"],
                seen={e.id for e in events[:snap_i]})
rebuilt = reduce(apply, events[snap_i:], rebuilt)
print("rebuilt == full:", rebuilt.balances == state.balances, rebuilt.version == state.version)
print(asdict(events[0]))
late = replace(events[1], at=events[1].at + timedelta(days=1), id=5000)
print(late, late == events[1], hash(late) != hash(events[1]))
print(json.dumps(asdict(events[-2]), default=str), sum(state.balances.values(), Decimal(0)))

# A state machine for a support-ticket workflow with match on events and transitions.
from enum import Enum
from dataclasses import dataclass, field
from typing import Literal
from datetime import datetime, timedelta

class State(Enum):
    NEW = "new"
    TRIAGED = "triaged"
    IN_PROGRESS = "in_progress"
    WAITING = "waiting"
    RESOLVED = "resolved"
    CLOSED = "closed"

class TransitionError(Exception):
    pass

@dataclass
class Event:
    kind: Literal["assign", "reply", "customer_reply", "resolve", "reopen", "close", "escalate"]
    actor: str
    at: datetime
    note: str = ""

@dataclass
class Ticket:
    id: int
    title: str
    state: State = State.NEW
    assignee: str | None = None
    history: list = field(default_factory=list)
    priority: int = 3

    def handle(self, ev: Event):
        old = self.state
        match (self.state, ev):
            case (State.NEW, Event(kind="assign", actor=who)):
                self.assignee, self.state = who, State.TRIAGED
            case (State.TRIAGED | State.WAITING, Event(kind="reply")):
                self.state = State.IN_PROGRESS if old is State.TRIAGED else State.WAITING
            case (State.IN_PROGRESS, Event(kind="reply")):
                self.state = State.WAITING
            case (State.WAITING, Event(kind="customer_reply", note=note)) if "thanks" in note.lower():
                self.state = State.RESOLVED
            case (State.WAITING, Event(kind="customer_reply")):
                self.state = State.IN_PROGRESS
            case (State.IN_PROGRESS | State.WAITING, Event(kind="resolve")):
                self.state = State.RESOLVED
            case (State.RESOLVED, Event(kind="reopen")):
                self.state = State.IN_PROGRESS
            case (State.RESOLVED, Event(kind="close")):
                self.state = State.CLOSED
            case (_, Event(kind="escalate", actor=who)):
                self.priority = max(1, self.priority - 1)
                self.assignee = who
            case (State.CLOSED, _):
                raise TransitionError(f"ticket {self.id} is closed")
            case (st, Event(kind=k)):
                raise TransitionError(f"cannot {k} a ticket in state {st.value!r}")
        self.history.append((ev.at, old, self.state, ev.actor))

t0 = datetime(2024, 5, 6, 9, 0)
script = [("assign", "ada"), ("reply", "ada"), ("reply", "ada"), ("customer_reply", "cust", "still broken"),
          ("escalate", "grace"), ("resolve", "grace"), ("close", "bot"), ("reopen", "cust"),
          ("customer_reply", "cust", "Thanks!")]
tk = Ticket(7, "Login fails with 500")
for i, step in enumerate(script):
    ev = Event(step[0], step[1], t0 + timedelta(hours=3 * i, minutes=7 * i), *step[2:])
    try:
        tk.handle(ev)
        print(f"{ev.at:%a %H:%M} {ev.kind:<15} -> {tk.state.name:<12} (p{tk.priority}, {tk.assignee})")
    except TransitionError as e:
        print(f"{ev.at:%a %H:%M} {ev.kind:<15} !! {e}")
durations = {}
for (a, s_old, _, _), (b, _, _, _) in zip(tk.history, tk.history[1:] + [(t0 + timedelta(days=2), None, None, None)]):
    durations[s_old] = durations.get(s_old, timedelta()) + (b - a)
for st, d in sorted(durations.items(), key=lambda kv: kv[1], reverse=True):
    print(f"{st.value:>12}: {d} ({d.total_seconds() / 3600:.1f} h)")
print(tk)
tk2 = Ticket(8, "x")
tk2.handle(Event("assign", "ken", t0))
tk2.handle(Event("close", "ken", t0))

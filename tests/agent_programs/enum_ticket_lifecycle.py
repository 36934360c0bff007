"""Ticket triage with Enum/IntEnum/Flag/StrEnum: transitions checked by a
table, priorities compared as ints, labels combined as flags."""
import enum
from enum import Enum, IntEnum, Flag, StrEnum, auto, unique
from collections import Counter, defaultdict


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3
    URGENT = 4

    @classmethod
    def from_text(cls, text: str) -> "Priority":
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown priority {text!r}; choose from "
                             f"{', '.join(p.name.lower() for p in cls)}") from None


@unique
class State(Enum):
    NEW = "new"
    TRIAGED = "triaged"
    IN_PROGRESS = "in progress"
    BLOCKED = "blocked"
    DONE = "done"

    def __str__(self) -> str:
        return self.value.title()

    @property
    def is_open(self) -> bool:
        return self is not State.DONE


class Label(Flag):
    NONE = 0
    BUG = auto()
    CUSTOMER = auto()
    SECURITY = auto()
    REGRESSION = auto()
    CRITICAL = BUG | SECURITY


class Team(StrEnum):
    PLATFORM = auto()
    BILLING = auto()
    SUPPORT = auto()


ALLOWED = {
    State.NEW: {State.TRIAGED, State.DONE},
    State.TRIAGED: {State.IN_PROGRESS, State.BLOCKED},
    State.IN_PROGRESS: {State.BLOCKED, State.DONE},
    State.BLOCKED: {State.IN_PROGRESS},
    State.DONE: set(),
}


class TransitionError(Exception):
    def __init__(self, ticket, target):
        super().__init__(f"{ticket['id']}: {ticket['state']!s} -> {target!s} not allowed")
        self.ticket = ticket
        self.target = target


def move(ticket, target):
    if target not in ALLOWED[ticket["state"]]:
        raise TransitionError(ticket, target)
    ticket["history"].append(ticket["state"])
    ticket["state"] = target


tasks = list_tasks()
tickets = []
for t in tasks:
    labels = Label.NONE
    if t["priority"] <= 2:
        labels |= Label.BUG
    if "API" in t["title"] or "Load" in t["title"]:
        labels |= Label.SECURITY
    if t["owner"] == "ada":
        labels |= Label.CUSTOMER
    tickets.append({"id": t["id"], "state": State.NEW, "history": [],
                    "priority": Priority(min(4, max(1, 5 - t["priority"]))),
                    "labels": labels,
                    "team": [Team.PLATFORM, Team.BILLING, Team.SUPPORT][int(t["id"][1:]) % 3]})

plan = [("T1", State.TRIAGED), ("T1", State.IN_PROGRESS), ("T2", State.IN_PROGRESS),
        ("T3", State.TRIAGED), ("T3", State.BLOCKED), ("T3", State.DONE),
        ("T1", State.DONE), ("T4", State.DONE), ("T4", State.TRIAGED)]
by_id = {t["id"]: t for t in tickets}
for tid, target in plan:
    try:
        move(by_id[tid], target)
        print(f"ok   {tid} now {by_id[tid]['state']}")
    except TransitionError as e:
        print(f"fail {e} (allowed: {sorted(s.name for s in ALLOWED[e.ticket['state']])})")

print()
for t in sorted(tickets, key=lambda t: (-t["priority"], t["id"])):
    print(f"{t['id']:<3} {t['priority'].name:<7} {t['priority']:d} {t['state']!r:<24} "
          f"{t['labels']!r:<40} team={t['team']}")

print()
print("critical?", [t["id"] for t in tickets if Label.CRITICAL in t["labels"]])
print("any security:", [t["id"] for t in tickets if t["labels"] & Label.SECURITY])
print("members:", list(Label), len(Label))
print("combo:", Label.BUG | Label.CUSTOMER, (Label.BUG | Label.CUSTOMER).name, ~Label.BUG)
print("iter combo:", list(Label.CRITICAL | Label.CUSTOMER))
print("bool:", bool(Label.NONE), bool(Label.BUG))
print("urgent > 3:", Priority.URGENT > 3, Priority.HIGH + 1, Priority(3), Priority["LOW"])
print(f"{Priority.HIGH} | {Priority.HIGH!r} | {format(Priority.HIGH, '>6')} | {Team.BILLING!r} | {Team.BILLING}")
print("open:", Counter(t["state"].is_open for t in tickets))
per_team = defaultdict(list)
for t in tickets:
    per_team[t["team"]].append(t["id"])
print({str(k): v for k, v in sorted(per_team.items())})
for text in ["high", " urgent ", "meh"]:
    try:
        print(text.strip(), "->", Priority.from_text(text))
    except ValueError as e:
        print("error:", e)
try:
    State("closed")
except ValueError as e:
    print("ValueError:", e)
try:
    class Dup(Enum):
        A = 1
        B = 1
    unique(Dup)
except ValueError as e:
    print("unique:", e)
print(State._value2member_map_["blocked"], State.__members__.keys() >= {"NEW"}, Label(5))

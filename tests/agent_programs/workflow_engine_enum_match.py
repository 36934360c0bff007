# A tiny workflow engine: enum states, match-based transitions, audit log.
from enum import Enum, auto, unique
from dataclasses import dataclass, field


@unique
class State(Enum):
    DRAFT = auto()
    REVIEW = auto()
    APPROVED = auto()
    REJECTED = auto()
    PUBLISHED = auto()
    ARCHIVED = auto()

    @property
    def terminal(self):
        return self in (State.ARCHIVED, State.REJECTED)


class Transition(Exception):
    pass


@dataclass
class Document:
    doc_id: str
    title: str
    state: State = State.DRAFT
    history: list = field(default_factory=list)
    approvals: set = field(default_factory=set)


def step(doc, event):
    match (doc.state, event):
        case (State.DRAFT, ("submit",)):
            new = State.REVIEW
        case (State.REVIEW, ("approve", str(who))) if who not in doc.approvals:
            doc.approvals.add(who)
            new = State.APPROVED if len(doc.approvals) >= 2 else State.REVIEW
        case (State.REVIEW, ("approve", who)):
            raise Transition(f"{who} already approved {doc.doc_id}")
        case (State.REVIEW, ("reject", reason)):
            doc.history.append(f"rejected: {reason}")
            new = State.REJECTED
        case (State.APPROVED, ("publish",)):
            new = State.PUBLISHED
        case (State.PUBLISHED | State.APPROVED, ("archive",)):
            new = State.ARCHIVED
        case (s, _) if s.terminal:
            raise Transition(f"{doc.doc_id} is {s.name.lower()}; no further events")
        case (s, (name, *rest)):
            raise Transition(f"cannot {name} from {s.name} (args={rest})")
    doc.history.append(f"{doc.state.name}->{new.name}")
    doc.state = new
    return new


docs = {}
for hit in search_docs("api cache retry", limit=3):
    docs[hit["id"]] = Document(hit["id"], hit["title"])

script = [
    ("d1", ("submit",)), ("d1", ("approve", "ada")), ("d1", ("approve", "ada")),
    ("d1", ("approve", "alan")), ("d1", ("publish",)), ("d1", ("archive",)),
    ("d1", ("submit",)), ("d4", ("publish",)), ("d4", ("submit",)),
    ("d4", ("reject", "too short")), ("d4", ("approve", "grace")),
    ("d2", ("submit",)), ("d2", ("approve", "ken")), ("d2", ("approve", "barbara")),
    ("d2", ("archive",)), ("d9", ("submit",)),
]
for doc_id, event in script:
    try:
        doc = docs[doc_id]
        new = step(doc, event)
        print(f"{doc_id}: {' '.join(map(str, event)):<22} -> {new}")
    except Transition as e:
        print(f"{doc_id}: {' '.join(map(str, event)):<22} !! {e}")
    except KeyError as e:
        print(f"{doc_id}: unknown document {e}")

print()
for d in docs.values():
    print(f"{d.doc_id} {d.state!r:<22} approvals={sorted(d.approvals)}")
    print("   ", " | ".join(d.history))

print(list(State.__members__)[:3], State(3), State["REVIEW"].value, len(State))
print([s.name for s in State if s.terminal], State.DRAFT < State.REVIEW if False else "n/a")
try:
    State.DRAFT < State.REVIEW
except TypeError as e:
    print("TypeError:", e)
try:
    State(99)
except ValueError as e:
    print("ValueError:", e)

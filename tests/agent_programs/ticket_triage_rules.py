import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Callable, Dict, List, Optional, Pattern, Tuple


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3
    URGENT = 4


@dataclass
class Ticket:
    id: int
    subject: str
    body: str
    customer_tier: str
    priority: Priority = Priority.NORMAL
    labels: List[str] = field(default_factory=list)


Rule = Tuple[str, Pattern[str], Callable[[Ticket], None]]


def bump(level: Priority) -> Callable[[Ticket], None]:
    def apply(t: Ticket) -> None:
        t.priority = max(t.priority, level)
    return apply


def label(name: str) -> Callable[[Ticket], None]:
    return lambda t: t.labels.append(name)


RULES: List[Rule] = [
    ("outage", re.compile(r"\b(down|outage|500|unavailable)\b", re.I), bump(Priority.URGENT)),
    ("billing", re.compile(r"\b(invoice|refund|charge[ds]?)\b", re.I), label("billing")),
    ("security", re.compile(r"pass(word)?|2fa|breach", re.I), bump(Priority.HIGH)),
    ("question", re.compile(r"\?\s*$"), label("question")),
    ("money", re.compile(r"\$\s?(\d+(?:,\d{3})*(?:\.\d\d)?)"), label("has-amount")),
]

SUBJECTS = [
    ("Site is DOWN", "Getting 500 errors since 9am"),
    ("Refund please", "I was charged $1,299.00 twice. Can you refund?"),
    ("Reset password", "Lost my 2FA device, how do I log in?"),
    ("Feature idea", "Would love dark mode"),
    ("invoice question", "Where can I download my invoice?"),
    ("API unavailable?", "Is the API unavailable right now?"),
]

tickets: List[Ticket] = []
for i, (subj, body) in enumerate(SUBJECTS, start=1):
    user = get_user(i)
    tickets.append(Ticket(100 + i, subj, body, user["tier"]))

hits: Dict[str, int] = Counter()
for t in tickets:
    text = f"{t.subject}\n{t.body}"
    for name, pat, action in RULES:
        if pat.search(text):
            hits[name] += 1
            action(t)
    if t.customer_tier == "enterprise" and t.priority < Priority.HIGH:
        t.priority = Priority(t.priority + 1)
        t.labels.append("tier-bump")
    amounts = [float(a.replace(",", "")) for a in re.findall(r"\$\s?(\d+(?:,\d{3})*(?:\.\d\d)?)", t.body)]
    if amounts:
        t.labels.append(f"amount:{sum(amounts):.2f}")

queue = sorted(tickets, key=lambda t: (-t.priority, t.id))
for t in queue:
    print(f"[{t.priority.name:<6}] #{t.id} {t.subject!r:<22} tier={t.customer_tier:<10} {','.join(t.labels) or '-'}")
print("rule hits:", dict(sorted(hits.items())))
by_pri: Dict[Priority, List[int]] = defaultdict(list)
for t in tickets:
    by_pri[t.priority].append(t.id)
print({p.name: ids for p, ids in sorted(by_pri.items(), reverse=True)})
print(Priority.HIGH > Priority.NORMAL, Priority.URGENT + 0, int(Priority.LOW), Priority(2), repr(Priority.HIGH))
print(f"{Priority.URGENT}", f"{Priority.URGENT:>8}", str(Priority.LOW), Priority.HIGH * 2)
words = re.split(r"\W+", " ".join(t.body for t in tickets).lower())
print(Counter(w for w in words if len(w) > 3).most_common(4))
print(re.sub(r"(\d+)", lambda m: str(int(m.group(1)) * 2), "a1 b22 c333"), re.subn(r"\s+", " ", "a  b\t\nc"))
m = re.search(r"(?P<user>\w+)@(?P<dom>[\w.]+)", "mail ada@example.com now")
print(m.groupdict(), m.span("dom"), m.expand(r"\g<dom>/\1"), m.re.pattern)

# Webhook event dispatch with match: class patterns, __match_args__, mappings, sequences, guards.
from dataclasses import dataclass
from typing import Any

@dataclass
class Push:
    repo: str
    branch: str
    commits: int

@dataclass
class Issue:
    repo: str
    number: int
    action: str
    labels: tuple = ()

class Deploy:
    __match_args__ = ("env", "version")
    def __init__(self, env, version, ok=True):
        self.env, self.version, self.ok = env, version, ok

def to_event(raw: dict[str, Any]):
    match raw:
        case {"type": "push", "repo": str(repo), "ref": str(ref), "commits": [*cs]}:
            return Push(repo, ref.removeprefix("refs/heads/"), len(cs))
        case {"type": "issue", "repo": repo, "number": int(n), "action": ("opened" | "closed") as act, **rest}:
            return Issue(repo, n, act, tuple(rest.get("labels", ())))
        case {"type": "deploy", "env": env, "version": [major, minor, *_]}:
            return Deploy(env, f"{major}.{minor}", raw.get("ok", True))
        case {"type": t}:
            return f"unknown type {t!r}"
        case _:
            return None

def handle(ev):
    match ev:
        case Push(branch="main", commits=0):
            return "empty push to main"
        case Push(repo, "main", n) if n > 3:
            return f"big push to {repo} ({n} commits): run full CI"
        case Push(branch=b):
            return f"push to {b}: quick checks"
        case Issue(number=n, action="opened", labels=(*_, "bug")):
            u = get_user(n % 12 + 1)
            return f"bug #{n} opened, assign {u['name']}"
        case Issue(action="closed") | Issue(labels=()):
            return f"issue #{ev.number} {ev.action}: ignore"
        case Issue():
            return f"issue #{ev.number} labels={list(ev.labels)}"
        case Deploy("prod", v) if not ev.ok:
            return f"ROLLBACK prod {v}"
        case Deploy(env=("staging" | "dev") as e, version=v):
            return f"deploy {v} to {e}"
        case Deploy(e, v):
            return f"deploy {v} to {e} ok"
        case str() as msg:
            return "warn: " + msg
        case None:
            return "dropped"
        case [first, *rest]:
            return f"batch of {1 + len(rest)}: " + "; ".join(handle(x) for x in [first, *rest])

raws = [
    {"type": "push", "repo": "api", "ref": "refs/heads/main", "commits": [1, 2, 3, 4, 5]},
    {"type": "push", "repo": "api", "ref": "refs/heads/main", "commits": []},
    {"type": "push", "repo": "web", "ref": "refs/heads/feat/x", "commits": [1]},
    {"type": "issue", "repo": "api", "number": 41, "action": "opened", "labels": ["ui", "bug"]},
    {"type": "issue", "repo": "api", "number": 42, "action": "opened"},
    {"type": "issue", "repo": "api", "number": 43, "action": "opened", "labels": ["docs"]},
    {"type": "issue", "repo": "api", "number": 44, "action": "reopened"},
    {"type": "deploy", "env": "prod", "version": [2, 4, 1], "ok": False},
    {"type": "deploy", "env": "staging", "version": [2, 5]},
    {"type": "deploy", "env": "eu-prod", "version": [2, 5, 0, 1]},
    {"kind": "ping"},
]
for r in raws:
    print(handle(to_event(r)))
print(handle([to_event(raws[2]), to_event(raws[10])]))
print(Push.__match_args__, Issue("a", 1, "closed") == Issue("a", 1, "closed"), Deploy.__match_args__)

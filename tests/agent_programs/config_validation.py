# Validate an agent configuration with custom exceptions and a match statement.
import json
from dataclasses import dataclass, field, fields
from typing import Any

class ConfigError(ValueError):
    def __init__(self, path, problem):
        self.path = path
        self.problem = problem
        super().__init__(f"{'.'.join(map(str, path)) or '<root>'}: {problem}")

class MultipleErrors(Exception):
    def __init__(self, errors):
        self.errors = errors
        super().__init__(f"{len(errors)} configuration errors")
    def __str__(self):
        return super().__str__() + "".join(f"\n  - {e}" for e in self.errors)

@dataclass(frozen=True)
class Limits:
    max_steps: int = 1000
    timeout_s: float = 30.0
    tools: tuple = ()

def check(value, path, errors):
    match value:
        case {"kind": "http", "url": str(url), **rest} if url.startswith(("http://", "https://")):
            if rest.keys() - {"timeout", "retries"}:
                errors.append(ConfigError(path, f"unknown keys {sorted(rest.keys() - {'timeout', 'retries'})}"))
            return ("http", url, rest.get("retries", 0))
        case {"kind": "http", "url": url}:
            errors.append(ConfigError(path + ["url"], f"not an http(s) url: {url!r}"))
        case {"kind": "shell", "cmd": [str() as prog, *args]}:
            return ("shell", prog, len(args))
        case {"kind": "shell", "cmd": []}:
            errors.append(ConfigError(path + ["cmd"], "empty command"))
        case {"kind": kind} if kind not in ("http", "shell"):
            errors.append(ConfigError(path + ["kind"], f"unsupported kind {kind!r}"))
        case [*items]:
            return [check(v, path + [i], errors) for i, v in enumerate(items)]
        case int() | float() as n if n < 0:
            errors.append(ConfigError(path, f"negative number {n}"))
        case None:
            return None
        case _:
            errors.append(ConfigError(path, f"cannot interpret {type(value).__name__} {value!r:.30}"))

raw = json.loads("""
{"limits": {"max_steps": 5000, "timeout_s": 12.5},
 "tools": [
   {"kind": "http", "url": "https://api.example.com/v1", "retries": 3},
   {"kind": "http", "url": "ftp://old.example.com"},
   {"kind": "shell", "cmd": ["grep", "-r", "TODO"]},
   {"kind": "shell", "cmd": []},
   {"kind": "grpc", "target": "x:1"},
   {"kind": "http", "url": "http://x", "verbose": true},
   -3, null, "tool"
 ]}
""")
errors = []
parsed = check(raw["tools"], ["tools"], errors)
for p in parsed:
    print(p)
limits = Limits(**raw["limits"], tools=tuple(p for p in parsed if p))
print(limits)
print([f.name for f in fields(Limits)], [f.default for f in fields(Limits)])
try:
    limits.max_steps = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(hash(limits) == hash(Limits(5000, 12.5, limits.tools)))
try:
    Limits(max_step=3)
except TypeError as e:
    print(e)
if errors:
    err = MultipleErrors(errors)
    print(repr(errors[0]))
    print(errors[1].path, errors[1].problem, isinstance(errors[1], ValueError))
    raise err

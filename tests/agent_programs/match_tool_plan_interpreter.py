# Interpret an LLM-produced tool-call plan (JSON) with structural pattern
# matching: mapping patterns with **rest, class patterns, sequences, guards.
import json
from dataclasses import dataclass


@dataclass
class Call:
    tool: str
    args: dict


@dataclass
class Result:
    step: int
    value: object
    ok: bool = True


PLAN = json.loads("""
[
  {"action": "call", "tool": "get_user", "args": {"user_id": 3}, "save_as": "u"},
  {"action": "call", "tool": "get_weather", "args": {"city": "Oslo", "units": "F"}},
  {"action": "call", "tool": "get_weather", "args": {"city": "Atlantis"}},
  {"action": "parallel", "calls": [["get_exchange_rate", "USD", "EUR"], ["get_exchange_rate", "USD", "JPY"]]},
  {"action": "filter", "source": "orders", "where": {"field": "quantity", "op": ">=", "value": 8}},
  {"action": "say", "text": "Hello {u[name]}"},
  {"action": "say"},
  {"action": "sleep", "seconds": -1},
  {"action": "call", "tool": "rm_rf", "args": {}},
  {"action": "stop", "reason": "done", "extra": 1},
  {"action": "say", "text": "never"}
]
""")
TOOLS = {"get_user": get_user, "get_weather": get_weather, "get_exchange_rate": get_exchange_rate}
OPS = {">=": lambda a, b: a >= b, "<": lambda a, b: a < b, "==": lambda a, b: a == b}
memory = {"orders": list_orders(page_size=15)["items"]}
results = []


def describe(value):
    match value:
        case Result(ok=False, value=str(msg)):
            return f"error: {msg}"
        case Result(value={"city": city, "temp": t, "units": u}):
            return f"{city} {t}°{u}"
        case Result(value={"name": name, **rest}) if "email" in rest:
            return f"user {name} <{rest['email']}> +{len(rest) - 1} fields"
        case Result(value=[*items]) if all(isinstance(i, float) for i in items):
            return "rates " + ", ".join(f"{i:g}" for i in items)
        case Result(value=[{"id": first}, *others]):
            return f"{1 + len(others)} rows from {first}"
        case Result(value=str() | int() as scalar):
            return f"scalar {scalar!r}"
        case Result(step=n):
            return f"step {n}: {value.value!r}"


for step, instr in enumerate(PLAN, 1):
    match instr:
        case {"action": "call", "tool": str(name), "args": dict(args), **extra} if name in TOOLS:
            try:
                out = Result(step, TOOLS[name](**args))
                if "save_as" in extra:
                    memory[extra["save_as"]] = out.value
            except (ValueError, KeyError) as e:
                out = Result(step, f"{name} failed: {e}", ok=False)
        case {"action": "call", "tool": name}:
            out = Result(step, f"tool {name!r} is not allowed", ok=False)
        case {"action": "parallel", "calls": [*calls]}:
            vals = []
            for c in calls:
                match c:
                    case [str(name), *params] if name in TOOLS:
                        vals.append(TOOLS[name](*params)["rate"])
            out = Result(step, vals)
        case {"action": "filter", "source": src, "where": {"field": f, "op": "<" | ">=" | "==" as op, "value": v}}:
            out = Result(step, [r for r in memory[src] if OPS[op](r[f], v)])
        case {"action": "say", "text": str(text)}:
            out = Result(step, text.format(**memory))
        case {"action": "sleep", "seconds": int(s) | float(s)} if s >= 0:
            out = Result(step, f"slept {s}")
        case {"action": "stop", "reason": reason, **rest}:
            print(f"[{step}] stop: {reason} (ignored keys: {sorted(rest)})")
            break
        case {"action": action}:
            out = Result(step, f"malformed {action!r} step: {sorted(instr)}", ok=False)
        case _:
            out = Result(step, "not an instruction", ok=False)
    results.append(out)
    print(f"[{step}] {describe(out)}")

print(sum(r.ok for r in results), "ok of", len(results))
match results:
    case [Result(ok=True), Result(ok=True), Result(ok=False), *_, last]:
        print("shape matched; last step", last.step, last.ok)
match memory:
    case {"u": {"tier": "free" | "pro" as tier}}:
        print("tier", tier)
match (1, [2, 3], {"k": "v"}):
    case (int(a), [b, *c], {"k": str() as d}) if a < b:
        print(a, b, c, d)

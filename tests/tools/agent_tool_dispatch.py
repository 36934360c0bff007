# An agent dispatches planned steps to tools with match, collects results
# and errors (a tool that fails, an unknown city or tool), and formats a digest.
from typing import Any, Dict, List
import textwrap

plan: List[Dict[str, Any]] = [
    {"tool": "weather", "city": "Tokyo"},
    {"tool": "search", "query": "rain jacket", "limit": 1},
    {"tool": "echo", "payload": {"ids": [3, 1, 2]}},
    {"tool": "weather", "city": "Nowhere"},
    {"tool": "fails"},
    {"tool": "unknown", "x": 1},
]

def run_step(step: Dict[str, Any]) -> Any:
    match step:
        case {"tool": "weather", "city": str(city)}:
            w = get_weather(city)
            return f"{city}: {w['temp']}°{w['units']} {w['sky']}"
        case {"tool": "search", "query": q, **opts}:
            return [h["id"] for h in search(q, **opts)]
        case {"tool": "echo", "payload": dict(p)}:
            return sorted(echo(**p)["kwargs"]["ids"])
        case {"tool": "fails"}:
            return fails()
        case {"tool": other}:
            raise LookupError(f"no tool named {other!r}")

results, errors = {}, {}
for i, step in enumerate(plan):
    try:
        results[i] = run_step(step)
    except (ValueError, LookupError) as e:
        errors[i] = f"{type(e).__name__}: {e}"
    except RuntimeError as e:
        errors[i] = f"tool fault: {str(e)[:40]}"
for i in sorted(results):
    print(f"[{i}] ok   {results[i]}")
for i in sorted(errors):
    print(f"[{i}] FAIL {errors[i]}")
digest = (f"{len(results)} of {len(plan)} steps succeeded; failures at steps "
          + ", ".join(map(str, sorted(errors))) + ". " + " ".join(str(v) for v in results.values()))
print(textwrap.fill(digest, width=50, subsequent_indent="    "))

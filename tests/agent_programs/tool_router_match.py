# An agent's plan executor: a list of steps (tool name + args) dispatched via match, with results stored by name.
import json
from string import Template

PLAN = [
    {"step": "u", "tool": "get_user", "args": {"user_id": 5}},
    {"step": "w", "tool": "get_weather", "args": {"city": "Lima", "units": "F"}},
    {"step": "docs", "tool": "search_docs", "args": {"query": "cache $tier", "limit": 2}},
    {"step": "fx", "tool": "get_exchange_rate", "args": {"base": "USD", "quote": "XXX"}},
    {"step": "sum", "op": "format", "template": "$name ($tier) sees ${temp}F; ${ndocs} docs"},
    {"step": "bad", "tool": "launch_rockets", "args": {}},
    {"step": "stats", "op": "count", "of": "docs"},
]
TOOLS = {"get_user": get_user, "get_weather": get_weather, "search_docs": search_docs,
         "get_exchange_rate": get_exchange_rate}
state = {}

def resolve(value):
    if isinstance(value, str) and "$" in value:
        flat = {k: v for r in state.values() if isinstance(r, dict) for k, v in r.items() if isinstance(v, (str, int, float))}
        return Template(value).safe_substitute(flat)
    return value

for step in PLAN:
    name = step["step"]
    match step:
        case {"tool": str(tool), "args": dict(args)} if tool in TOOLS:
            args = {k: resolve(v) for k, v in args.items()}
            try:
                result = TOOLS[tool](**args)
            except (ValueError, KeyError) as e:
                result = {"error": f"{type(e).__name__}: {e}"}
        case {"tool": tool}:
            result = {"error": f"unknown tool {tool!r}"}
        case {"op": "format", "template": tpl}:
            ctx = {**state["u"], **state["w"], "ndocs": len(state["docs"])}
            result = Template(tpl).substitute(ctx)
        case {"op": "count", "of": key}:
            result = len(state.get(key, []))
        case _:
            result = None
    state[name] = result
    shown = json.dumps(result)
    print(f"{name:>5}: {shown if len(shown) < 70 else shown[:67] + '...'}")

errors = {k: v["error"] for k, v in state.items() if isinstance(v, dict) and "error" in v}
print("errors:", errors)
print("docs query was:", resolve("cache $tier"))
match state:
    case {"u": {"active": True, "tier": tier}, "w": {"sky": "fog" | "rain" as sky}}:
        print(f"active {tier} user, bad weather ({sky})")
    case {"u": {"active": False}}:
        print("inactive user")
    case _:
        print("nothing special")
match state["docs"]:
    case []:
        print("no docs")
    case [{"title": t}]:
        print("one doc:", t)
    case [{"title": t1}, {"title": t2}, *rest]:
        print(f"docs: {t1!r}, {t2!r} and {len(rest)} more")

# An agent loop that introspects its tools with inspect.signature to validate and
# dispatch model-proposed calls, and awaits the async ones it finds with iscoroutinefunction.
import asyncio
import inspect
import json

TOOLS = {f.__name__: f for f in (get_user, get_weather, list_orders, search_docs, afetch, aget_user, echo)}

def describe(fn):
    sig = inspect.signature(fn)
    parts = []
    for p in sig.parameters.values():
        ann = p.annotation.__name__ if isinstance(p.annotation, type) else p.annotation
        parts.append({"name": p.name, "kind": p.kind.name, "type": None if ann is inspect.Parameter.empty else str(ann),
                      "required": p.default is inspect.Parameter.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)})
    return {"name": fn.__name__, "async": inspect.iscoroutinefunction(fn), "params": parts}

for name, fn in TOOLS.items():
    print(f"{name}{inspect.signature(fn)}", "async" if inspect.iscoroutinefunction(fn) else "sync")
print(json.dumps(describe(list_orders))[:150])
print([p["name"] for p in describe(echo)["params"]], describe(get_weather)["params"][1])

PLAN = [
    {"tool": "get_user", "args": {"user_id": 3}},
    {"tool": "get_weather", "args": {"city": "Oslo", "units": "F", "verbose": True}},
    {"tool": "list_orders", "args": {"region": "west", "page_size": 2}},
    {"tool": "search_docs", "args": {"limit": 1}},
    {"tool": "aget_user", "args": {"user_id": 5}},
    {"tool": "afetch", "args": {"url": "https://example.com/about"}},
    {"tool": "delete_everything", "args": {}},
    {"tool": "echo", "args": {"anything": [1, 2]}},
]

async def run_step(step):
    fn = TOOLS.get(step["tool"])
    if fn is None:
        return f"unknown tool {step['tool']!r}; known: {', '.join(sorted(TOOLS))}"
    sig = inspect.signature(fn)
    has_var_kw = any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values())
    args = dict(step["args"])
    dropped = [k for k in args if k not in sig.parameters and not has_var_kw]
    for k in dropped:
        del args[k]
    try:
        bound = sig.bind(**args)
    except TypeError as e:
        return f"bad arguments: {e}"
    bound.apply_defaults()
    result = fn(*bound.args, **bound.kwargs)
    if inspect.iscoroutinefunction(fn):
        result = await result
    note = f" (dropped {dropped})" if dropped else ""
    return f"{json.dumps(result, sort_keys=True)[:90]}{note}"

async def main():
    for step in PLAN:
        print(f"{step['tool']:>17}: {await run_step(step)}")

asyncio.run(main())
sig = inspect.signature(get_weather)
print(sig.replace(return_annotation=dict), list(sig.parameters), sig.parameters["units"].default, str(sig.parameters["city"]))
print(sig.bind("Paris").arguments, sig.bind_partial(units="F").arguments)
try:
    sig.bind()
except TypeError as e:
    print("TypeError:", e)

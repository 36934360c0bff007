import ast
import json
import re
import textwrap
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

FENCE = re.compile(r"```(?:json|python)?\s*\n(.*?)\n```", re.S)
CALL = re.compile(r"(?P<name>[a-z_]+)\((?P<args>.*)\)$")

MODEL_REPLIES = [
    'Let me check the weather.\n```json\n{"tool": "get_weather", "args": {"city": "Tokyo", "units": "F"}}\n```',
    "I'll look up users.\n```python\n[get_user(2), get_user(5)]\n```",
    'Calling: search_docs(query="rate limit", limit=2)',
    "```json\n{\"tool\": \"get_weather\", \"args\": {\"city\": \"Paris\",}}\n```",
    "```python\n{'tool': 'get_exchange_rate', 'args': ('EUR', 'JPY'), 'note': None, 'n': 1e3}\n```",
    "No tool needed. The answer is 42.",
]


@dataclass
class Message:
    role: str
    content: str
    tool_calls: List[Dict[str, Any]] = field(default_factory=list)

    def tokens(self) -> int:
        return max(1, len(re.findall(r"\w+|[^\w\s]", self.content)))


def extract_calls(text: str) -> List[Dict[str, Any]]:
    calls: List[Dict[str, Any]] = []
    for block in FENCE.findall(text):
        try:
            obj = json.loads(block)
            calls.append({"name": obj["tool"], "kwargs": obj["args"]})
            continue
        except json.JSONDecodeError as e:
            err = f"json: {e.msg} at col {e.colno}"
        try:
            obj = ast.literal_eval(block)
        except (ValueError, SyntaxError) as e:
            names = re.findall(r"([a-z_]+)\((\d+)\)", block)
            if names:
                calls.extend({"name": n, "args": [int(a)]} for n, a in names)
            else:
                calls.append({"error": f"{err}; python: {type(e).__name__}"})
            continue
        if isinstance(obj, dict):
            a = obj["args"]
            calls.append({"name": obj["tool"], **({"kwargs": a} if isinstance(a, dict) else {"args": list(a)}),
                          "extra": {k: v for k, v in obj.items() if k not in ("tool", "args")}})
    m = CALL.search(text.strip().splitlines()[-1].removeprefix("Calling: "))
    if not calls and m and "```" not in text:
        kw = {k: ast.literal_eval(v) for k, v in re.findall(r"(\w+)=([^,]+)", m["args"])}
        calls.append({"name": m["name"], "kwargs": kw})
    return calls


TOOLS = {"get_weather": get_weather, "get_user": get_user, "search_docs": search_docs, "get_exchange_rate": get_exchange_rate}
history: List[Message] = [Message("system", "You are a helpful agent.")]
for reply in MODEL_REPLIES:
    msg = Message("assistant", reply, extract_calls(reply))
    history.append(msg)
    for call in msg.tool_calls:
        if "error" in call:
            history.append(Message("tool", f"ERROR {call['error']}"))
            continue
        fn = TOOLS[call["name"]]
        result = fn(*call.get("args", []), **call.get("kwargs", {}))
        history.append(Message("tool", json.dumps(result, ensure_ascii=False)))

budget = 120
total = 0
kept: List[Message] = []
for m in reversed(history):
    t = m.tokens()
    if total + t > budget and m.role != "system":
        continue
    total += t
    kept.append(m)
kept.reverse()
print(f"{len(history)} messages, {sum(m.tokens() for m in history)} tokens; kept {len(kept)} ({total})")
for m in history:
    head = textwrap.shorten(m.content.replace("\n", " ⏎ "), width=70, placeholder=" …")
    print(f"[{m.role:<9}] {m.tokens():>3}t {head}")
    for c in m.tool_calls:
        print("            ->", c)
print(json.dumps([{"role": m.role, "len": len(m.content)} for m in kept], indent=1)[:160])
print(ast.literal_eval("{'a': [1, 2.5, -3j, (True, None)], 'b': {1, 2}, 'c': b'x'}"))
for bad in ["__import__('os')", "1 +", "[1, 2", "f(x)"]:
    try:
        ast.literal_eval(bad)
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, str(e).split(" at 0x")[0])

"""An agent program that fails: chained exceptions end the run (whole traceback compared)."""
import json

class ToolCallError(Exception):
    pass

def call_tool(name, payload):
    if name == "parse":
        return json.loads(payload)
    raise ToolCallError(f"unknown tool {name!r}")

def extract(result, path):
    cur = result
    for key in path.split("."):
        cur = cur[key]
    return cur

def run(step):
    try:
        data = call_tool("parse", step["payload"])
        return extract(data, step["path"])
    except KeyError as e:
        raise ToolCallError(f"step {step['id']}: missing key {e}") from e

steps = [
    {"id": 1, "payload": '{"a": {"b": 3}}', "path": "a.b"},
    {"id": 2, "payload": '{"a": {"c": 4}}', "path": "a.c"},
    {"id": 3, "payload": '{"a": {"c": 4}}', "path": "a.b"},
]
for s in steps:
    print(s["id"], "->", run(s))

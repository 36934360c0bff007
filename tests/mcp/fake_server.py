#!/usr/bin/env python3
"""A small MCP server (stdio) for tests/mcp/run.py, with ways to misbehave.

usage: fake_server.py MODE [LOG]
  good      tools: add(a, b), slow(seconds), fail(), text(), odd-name!(),
            grow() (adds the tool grown() and sends list_changed), listed in
            two pages; answers calls concurrently (slow ones on threads)
  garbage   prints lines that are not JSON before each answer
  crash     exits when a tool is called
  silent    never answers initialize
LOG, when given: a file to which every message received is appended, one
JSON line each, as it arrives (for tests of what baton mcp sends upstream).
"""
import json
import os
import sys
import threading
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"
LOG = sys.argv[2] if len(sys.argv) > 2 else None
LOCK = threading.Lock()

TOOLS = [
    {"name": "add", "description": "Add two numbers.",
     "inputSchema": {"type": "object", "properties": {"a": {"type": "number"},
                                                      "b": {"type": "number"}},
                     "required": ["a", "b"]}},
    {"name": "slow", "description": "Wait, then answer.",
     "inputSchema": {"type": "object", "properties": {"seconds": {"type": "number"}},
                     "required": ["seconds"]}},
    {"name": "fail", "description": "Always an error result.",
     "inputSchema": {"type": "object", "properties": {}}},
    {"name": "text", "description": "Plain text, not JSON.",
     "inputSchema": {"type": "object", "properties": {}}},
    {"name": "odd-name!", "description": "A name that is not a Python name.",
     "inputSchema": {"type": "object", "properties": {"user-id": {"type": "integer"}}}},
    {"name": "grow", "description": "Add the tool 'grown' and say the list changed.",
     "inputSchema": {"type": "object", "properties": {}}},
    {"name": "rpcerror", "description": "A JSON-RPC error instead of a result.",
     "inputSchema": {"type": "object", "properties": {}}},
    {"name": "hang", "description": "Never answers.",
     "inputSchema": {"type": "object", "properties": {}}},
]


def send(msg):
    with LOCK:
        if MODE == "garbage":
            sys.stdout.write("Loading... not json\n")
        sys.stdout.write(json.dumps(msg) + "\n")
        sys.stdout.flush()


def answer(mid, result):
    send({"jsonrpc": "2.0", "id": mid, "result": result})


def call(mid, name, args):
    if MODE == "crash":
        os._exit(3)   # from a thread: the whole process
    if name == "add":
        answer(mid, {"content": [{"type": "text", "text": json.dumps(args["a"] + args["b"])}]})
    elif name == "slow":
        time.sleep(args["seconds"])
        answer(mid, {"content": [{"type": "text", "text": "done"}],
                     "structuredContent": {"slept": args["seconds"]}})
    elif name == "fail":
        answer(mid, {"content": [{"type": "text", "text": "it failed"}], "isError": True})
    elif name == "text":
        answer(mid, {"content": [{"type": "text", "text": "hello {not json"}]})
    elif name == "rpcerror":
        send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32000, "message": "db is down"}})
    elif name == "hang":
        pass
    elif name == "grow":
        TOOLS.append({"name": "grown", "description": "Added later.",
                      "inputSchema": {"type": "object", "properties": {}}})
        answer(mid, {"content": [{"type": "text", "text": "null"}]})
        send({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"})
    elif name == "grown":
        answer(mid, {"content": [{"type": "text", "text": "\"grown\""}]})
    elif name == "odd-name!":
        answer(mid, {"content": [{"type": "text", "text": json.dumps(args)}]})
    else:
        send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32602, "message": "no such tool"}})


for line in sys.stdin:
    msg = json.loads(line)
    if LOG:
        with open(LOG, "a") as f:
            f.write(json.dumps(msg) + "\n")
    method, mid = msg.get("method"), msg.get("id")
    if method == "initialize":
        if MODE == "silent":
            continue
        answer(mid, {"protocolVersion": "2025-06-18", "capabilities": {"tools": {}},
                     "serverInfo": {"name": "fake", "version": "1"}})
    elif method == "tools/list":
        cursor = (msg.get("params") or {}).get("cursor")
        if cursor is None:
            answer(mid, {"tools": TOOLS[:2], "nextCursor": "page2"})
        else:
            answer(mid, {"tools": TOOLS[2:]})
    elif method == "tools/call":
        p = msg["params"]
        threading.Thread(target=call, args=(mid, p["name"], p.get("arguments", {})),
                         daemon=True).start()

#!/usr/bin/env python3
"""What `baton mcp` adds to an upstream tool call: N sequential calls of
the fake server's `add` (tests/mcp/fake_server.py) made directly over its
stdio, against the same N calls made by one run_python program through
`baton mcp`.  Prints both per call and the difference (the overhead).

usage: python3 tools/bench/mcp_overhead.py BATON [N]
"""
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FAKE = os.path.join(ROOT, "tests", "mcp", "fake_server.py")


def rpc(p, mid, method, params=None):
    msg = {"jsonrpc": "2.0", "id": mid, "method": method}
    if params is not None:
        msg["params"] = params
    p.stdin.write(json.dumps(msg) + "\n")
    p.stdin.flush()
    while True:
        m = json.loads(p.stdout.readline())
        if m.get("id") == mid:
            return m


def direct(n):
    p = subprocess.Popen([sys.executable, FAKE, "good"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    rpc(p, 0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                             "clientInfo": {"name": "bench", "version": "1"}})
    t0 = time.perf_counter()
    for i in range(n):
        rpc(p, i + 1, "tools/call", {"name": "add", "arguments": {"a": i, "b": 1}})
    took = time.perf_counter() - t0
    p.stdin.close()
    p.wait()
    return took / n


def through_baton(baton, n):
    with tempfile.TemporaryDirectory() as d:
        cfg = os.path.join(d, "c.json")
        with open(cfg, "w") as f:
            json.dump({"mcpServers": {"f": {"command": sys.executable, "args": [FAKE, "good"]}}}, f)
        p = subprocess.Popen([baton, "mcp", "--config", cfg], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        rpc(p, 0, "tools/list")
        code = f"for i in range({n}):\n    f_add(i, 1)\n"
        rpc(p, 1, "tools/call", {"name": "run_python", "arguments": {"code": "0"}})
        t0 = time.perf_counter()
        r = rpc(p, 2, "tools/call", {"name": "run_python", "arguments": {"code": code}})
        took = time.perf_counter() - t0
        assert not r["result"]["isError"], r
        p.stdin.close()
        p.wait()
        return took / n


def main():
    baton = sys.argv[1] if len(sys.argv) > 1 else "build/baton"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    d = direct(n)
    b = through_baton(baton, n)
    print(f"mcp: {n} sequential upstream calls: direct {d * 1e6:.0f} us per call, "
          f"through baton mcp {b * 1e6:.0f} us per call, overhead {(b - d) * 1e6:.0f} us")


main()

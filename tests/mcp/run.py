#!/usr/bin/env python3
"""`baton mcp`: the protocol, upstream servers that misbehave, and (when
node and the npm packages of tests/mcp/package.json are installed) the
official TypeScript SDK's client against the reference servers.

usage: python3 tests/mcp/run.py BATON     (prints "N passed, M failed")
"""
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.join(HERE, "fake_server.py")
passed = failed = 0


def check(name, cond, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


class Server:
    """baton mcp with a config naming fake upstreams; one message at a time."""

    def __init__(self, baton, servers, *flags):
        self.dir = tempfile.TemporaryDirectory()
        cfg = os.path.join(self.dir.name, "config.json")
        with open(cfg, "w") as f:
            json.dump({"mcpServers": servers}, f)
        self.p = subprocess.Popen([baton, "mcp", "--config", cfg, *flags],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        self.id = 0

    def send(self, msg):
        self.p.stdin.write((msg if isinstance(msg, str) else json.dumps(msg)) + "\n")
        self.p.stdin.flush()

    def recv(self):
        line = self.p.stdout.readline()
        return json.loads(line) if line else None

    def request(self, method, params=None):
        self.id += 1
        msg = {"jsonrpc": "2.0", "id": self.id, "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)
        while True:
            m = self.recv()
            if m is None or m.get("id") == self.id:
                return m

    def run(self, code):
        """(text, isError) of a run_python call."""
        m = self.request("tools/call", {"name": "run_python", "arguments": {"code": code}})
        r = m["result"]
        return r["content"][0]["text"], r["isError"]

    def run_with_progress(self, code, token):
        """A run_python call with a progressToken: the notifications that
        came before its answer, each as (seconds after the call, message),
        and the answer."""
        self.id += 1
        t0 = time.monotonic()
        self.send({"jsonrpc": "2.0", "id": self.id, "method": "tools/call",
                   "params": {"name": "run_python", "_meta": {"progressToken": token},
                              "arguments": {"code": code}}})
        notes = []
        while True:
            m = self.recv()
            if m is None or m.get("id") == self.id:
                return notes, m
            notes.append((time.monotonic() - t0, m))

    def close(self):
        self.p.stdin.close()
        try:
            rc = self.p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            rc = None
        err = self.p.stderr.read()
        self.p.stdout.close()
        self.p.stderr.close()
        self.dir.cleanup()
        return rc, err


def fake(mode, log=None):
    return {"command": sys.executable, "args": [FAKE, mode] + ([log] if log else [])}


def logged(path, pred, timeout=5.0):
    """The first message in a fake server's log for which pred holds,
    once it is there (None after timeout seconds)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            with open(path) as f:
                for line in f:
                    m = json.loads(line)
                    if pred(m):
                        return m
        except (OSError, ValueError):
            pass
        time.sleep(0.02)
    return None


def test_protocol(baton):
    s = Server(baton, {})
    m = s.request("initialize", {"protocolVersion": "2025-03-26", "capabilities": {},
                                 "clientInfo": {"name": "t", "version": "1"}})
    check("initialize echoes a known version", m["result"]["protocolVersion"] == "2025-03-26", m)
    s.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    check("ping", s.request("ping") == {"jsonrpc": "2.0", "id": s.id, "result": {}})
    m = s.request("tools/list")
    names = [t["name"] for t in m["result"]["tools"]]
    check("tools are run_python and reset", names == ["run_python", "reset"], names)
    check("no functions configured", "none are configured" in m["result"]["tools"][0]["description"])
    m = s.request("no/such/method")
    check("unknown method", m["error"]["code"] == -32601 and "no/such/method" in m["error"]["message"], m)
    s.send("{not json")
    m = s.recv()
    check("parse error", m["error"]["code"] == -32700 and m["id"] is None, m)
    s.send("[1, 2]")
    m = s.recv()
    check("not an object", m["error"]["code"] == -32600, m)
    s.send("x" * (17 << 20))
    m = s.recv()
    check("oversized message refused", m["error"]["code"] == -32600 and "16 MiB" in m["error"]["message"], m)
    m = s.request("tools/call", {"name": "nope", "arguments": {}})
    check("unknown tool", m["error"]["code"] == -32602, m)
    text, err = s.run("x = 6 * 7\nprint('hi')\nx")
    check("output and result", (text, err) == ("hi\n42", False), (text, err))
    text, err = s.run("x + 1")
    check("globals persist", text == "43", text)
    m = s.request("tools/call", {"name": "reset", "arguments": {}})
    check("reset answers", m["result"]["isError"] is False, m)
    text, err = s.run("x")
    check("reset forgets", err and "NameError: name 'x' is not defined" in text, text)
    text, err = s.run("def f(:\n")
    check("syntax error", err and "SyntaxError" in text, text)
    text, err = s.run("def f(n): return f(n + 1)\nf(0)")
    check("traceback shortened", err and "RecursionError" in text and text.count("\n") < 30, text)
    m = s.request("tools/call", {"name": "run_python", "arguments": {}})
    check("code missing", m["result"]["isError"] and "code" in m["result"]["content"][0]["text"], m)
    rc, err = s.close()
    check("ends at end of input", rc == 0, (rc, err))


def test_limits(baton):
    s = Server(baton, {}, "--max-steps", "100000", "--timeout", "5")
    text, err = s.run("while True: pass")
    check("step limit", err and "step limit" in text, text)
    text, err = s.run("print('after')")
    check("usable after a limit", text == "after\n", text)
    s.close()
    p = subprocess.run([baton, "mcp", "--max-steps", "-5"], capture_output=True, text=True)
    check("bad flag", p.returncode == 2 and "--max-steps" in p.stderr and p.stdout == "", p)
    p = subprocess.run([baton, "mcp", "--help"], capture_output=True, text=True)
    check("--help", p.returncode == 0 and "run_python" in p.stdout, p)


def test_grants(baton):
    prog = ("import time, uuid\n"
            "for f in (time.time, uuid.uuid4):\n"
            "    try:\n        f()\n        print('granted')\n"
            "    except RuntimeError as e:\n        print(e)\n")
    s = Server(baton, {})
    text, err = s.run(prog)
    check("no clock, no entropy by default",
          "grants no clock" in text and "grants no entropy" in text, text)
    s.close()
    s = Server(baton, {}, "--clock", "--max-steps", "100000", "--entropy")
    text, err = s.run(prog)
    check("--clock and --entropy grant them", text == "granted\ngranted\n", text)
    s.close()


def test_upstream(baton):
    s = Server(baton, {"f": fake("good"), "g": {**fake("good"), "tools": ["add"],
                                                "maxCalls": {"add": 2}}})
    m = s.request("tools/list")
    desc = m["result"]["tools"][0]["description"]
    check("both pages listed", "def f_add(a: float, b: float):" in desc and "def f_fail():" in desc, desc)
    check("allow-list", "g_add" in desc and "g_slow" not in desc, desc)
    check("odd names mapped", "def f_odd_name_(**kwargs):" in desc, desc)
    text, err = s.run("print(f_add(2, 3), f_add(a=1.5, b=1))")
    check("sync calls", text == "5 2.5\n", text)
    text, err = s.run("print(f_text())")
    check("text result", text == "hello {not json\n", text)
    text, err = s.run("print(f_slow(0.01))")
    check("structured result", text == "{'slept': 0.01}\n", text)
    text, err = s.run("try:\n    f_fail()\nexcept RuntimeError as e:\n    print('caught', e)")
    check("isError raises", text == "caught it failed\n", text)
    text, err = s.run("print(f_odd_name_(**{'user-id': 7}))")
    check("odd names as keys", text == "{'user-id': 7}\n", text)
    text, err = s.run("f_add(1)")
    check("signature checked", err and "missing 1 required positional argument: 'b'" in text, text)
    text, err = s.run("g_add(1, 1); g_add(1, 1)\ntry:\n    g_add(1, 1)\nexcept RuntimeError as e:\n    print(e)")
    check("call cap", "call limit reached (2 calls per run)" in text, text)
    t0 = time.monotonic()
    text, err = s.run("import asyncio\nr = await asyncio.gather(*[f_slow_async(0.3) for _ in range(10)])\nprint(len(r))")
    took = time.monotonic() - t0
    check("async calls run concurrently", text == "10\n" and took < 2.0, (text, took))
    s.close()


def test_progress(baton):
    s = Server(baton, {"f": fake("good")}, "--progress-interval", "0")
    s.request("tools/list")
    notes, m = s.run_with_progress("f_add(1, 2)\nf_add(3, 4)", "tok")
    notes = [n for t, n in notes]
    check("progress notifications (one per answered call with --progress-interval 0)", [n["params"]["progress"] for n in notes] == [1, 2] and
          all(n["method"] == "notifications/progress" and n["params"]["progressToken"] == "tok"
              for n in notes) and notes[1]["params"]["message"] == "2 tool calls answered",
          notes)
    check("then the result", m and m["result"]["content"][0]["text"] == "7", m)
    text, err = s.run("f_add(1, 1)")
    check("no progress without a token", text == "2", text)
    text, err = s.run("f_grow()\ntry:\n    f_grown\nexcept NameError:\n    print(False)")
    check("a new tool waits for the list", text == "False\n", text)
    time.sleep(0.5)
    text, err = s.run("f_grown()")
    check("tools/list_changed lists again between runs", text == "'grown'", text)
    m = s.request("tools/list")
    check("and the description shows it", "def f_grown():" in m["result"]["tools"][0]["description"], m)
    s.close()


def test_progress_while_waiting(baton):
    """One long upstream call: notifications every --progress-interval
    while it is outstanding, not only when it is answered."""
    s = Server(baton, {"f": fake("good")}, "--progress-interval", "0.1")
    s.request("tools/list")
    notes, m = s.run_with_progress("f_slow(0.6)", 7)
    notes = [(t, n["params"]) for t, n in notes]
    waiting = [p for t, p in notes if p["message"].startswith("waiting on f_slow for ")]
    check("progress while one long call waits: periodic, growing, naming the call",
          len(waiting) >= 3 and [p["progress"] for t, p in notes] ==
          list(range(1, len(notes) + 1)) and all(p["progressToken"] == 7 for t, p in notes) and
          notes[-1][1]["message"] == "1 tool call answered" and
          waiting[0]["message"].endswith(" s (1 call outstanding, 0 answered)"), notes)
    check("... and the first comes after one interval, not at once",
          notes and 0.08 <= notes[0][0] < 0.5, notes)
    check("then the result", m and m["result"]["content"][0]["text"] == "{'slept': 0.6}", m)
    text, err = s.run("f_slow(0.3)")
    check("no periodic progress without a token", text == "{'slept': 0.3}", text)
    s.close()


def test_errors_and_timeouts(baton):
    s = Server(baton, {"f": fake("good")}, "--tool-timeout", "1")
    text, err = s.run("try:\n    f_rpcerror()\nexcept RuntimeError as e:\n    print(e)")
    check("a JSON-RPC error raises", text == "MCP server 'f': db is down\n", text)
    t0 = time.monotonic()
    text, err = s.run("try:\n    f_hang()\nexcept TimeoutError as e:\n    print(e)")
    check("a call that never ends times out", "did not answer f_hang within 1000 ms" in text and
          time.monotonic() - t0 < 5, text)
    s.close()


def test_bad_upstreams(baton):
    s = Server(baton, {"c": fake("crash"), "z": fake("silent"), "j": fake("garbage"),
                       "n": {"command": "/no/such/program"}}, "--init-timeout", "4")
    t0 = time.monotonic()
    m = s.request("tools/list")
    check("a silent server times out", time.monotonic() - t0 < 8, time.monotonic() - t0)
    desc = m["result"]["tools"][0]["description"]
    check("garbage lines skipped", "def j_add(" in desc, desc)
    text, err = s.run("print(j_add(1, 2))")
    check("garbage server still answers", text == "3\n", text)
    text, err = s.run("try:\n    c_add(1, 2)\nexcept RuntimeError as e:\n    print(e)")
    check("crashed server", "MCP server 'c' exited (status 3)" in text, text)
    text, err = s.run("print('still here')")
    check("baton mcp survives", text == "still here\n", text)
    rc, errtext = s.close()
    check("reports on stderr", "did not answer initialize" in errtext and
          "not a JSON-RPC message" in errtext, errtext)


def test_cancel(baton):
    log = os.path.join(tempfile.mkdtemp(), "upstream.log")
    s = Server(baton, {"f": fake("good", log)})
    s.request("tools/list")
    s.id += 1
    s.send({"jsonrpc": "2.0", "id": s.id, "method": "tools/call",
            "params": {"name": "run_python", "arguments": {"code": "f_slow(30)"}}})
    call = logged(log, lambda m: m.get("method") == "tools/call" and
                  m["params"]["name"] == "slow")
    check("the upstream got the call", call is not None)
    s.send({"jsonrpc": "2.0", "method": "notifications/cancelled",
            "params": {"requestId": s.id, "reason": "user"}})
    t0 = time.monotonic()
    text, err = s.run("print('next')")
    check("cancelled run ends at once, no answer for it", text == "next\n" and
          time.monotonic() - t0 < 3, (text, time.monotonic() - t0))
    got = call and logged(log, lambda m: m.get("method") == "notifications/cancelled")
    check("the upstream received notifications/cancelled for its call in flight",
          got and "id" not in got and got["params"]["requestId"] == call["id"], got)
    s.close()


def node_client(baton):
    """The SDK's own client against the reference servers (tests/mcp/client.mjs)."""
    mods = os.path.join(HERE, "node_modules", "@modelcontextprotocol")
    try:
        subprocess.run(["node", "--version"], capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        print("skipped: the SDK client test (no node)")
        return
    if not os.path.isdir(os.path.join(mods, "sdk")):
        print("skipped: the SDK client test (run `npm ci` in tests/mcp)")
        return
    p = subprocess.run(["node", os.path.join(HERE, "client.mjs"), os.path.abspath(baton)],
                       capture_output=True, text=True, timeout=300)
    sys.stdout.write(p.stdout)
    for line in p.stdout.splitlines():
        if line.startswith("ok "):
            check(line, True)
        elif line.startswith("not ok "):
            check(line, False, "")
    check("client.mjs finished", p.returncode == 0, p.stderr[-2000:])


def main():
    baton = sys.argv[1] if len(sys.argv) > 1 else "build/baton"
    for t in (test_protocol, test_limits, test_grants, test_upstream, test_progress,
              test_progress_while_waiting, test_errors_and_timeouts,
              test_bad_upstreams,
              test_cancel,
              node_client):
        try:
            t(baton)
        except Exception as e:   # a test that crashed counts as a failure
            check(t.__name__, False, repr(e))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()

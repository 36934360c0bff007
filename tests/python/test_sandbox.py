"""Limits, globals, values both ways, bad host values, threads, the step
protocol, snapshots (also across processes), the agent helpers."""

import json
import re
import os
import subprocess
import sys
import threading
import time
import unittest

import baton


class LimitTests(unittest.TestCase):
    def test_each_limit_is_uncatchable_and_sandbox_survives(self):
        sb = baton.Sandbox(max_steps=200_000, max_output=100, max_calls=2, timeout=None,
                           max_memory="1M")
        sb.add_tool("t", lambda: 1)
        progs = {
            "steps": "while True:\n    pass",
            "output": "while True:\n    print('x' * 10)",
            "calls": "for i in range(5):\n    t()",
            "memory": "def grow():\n    x = []\n    while True:\n        x.append('y' * 100000)\ngrow()",
        }
        for limit, body in progs.items():
            prog = "try:\n" + "".join("    " + ln + "\n" for ln in body.split("\n")) + \
                   "except BaseException:\n    print('caught')\n"
            with self.assertRaises(baton.LimitExceeded, msg=limit) as cm:
                sb.run(prog)
            e = cm.exception
            self.assertEqual(e.limit, limit)
            self.assertNotIn("caught", e.output)
            self.assertEqual(sb.run("1 + 1").value, 2)
        self.assertEqual(cm.exception.used >= 1_000_000, True)
        self.assertEqual(cm.exception.maximum, 1 << 20)

    def test_time_limit(self):
        sb = baton.Sandbox(max_steps=None, timeout=0.2)
        t0 = time.perf_counter()
        with self.assertRaises(baton.LimitExceeded) as cm:
            sb.run("while True:\n    pass")
        self.assertEqual(cm.exception.limit, "time")
        self.assertLess(time.perf_counter() - t0, 2.0)

    def test_defaults_are_safe(self):
        sb = baton.Sandbox()
        self.assertEqual(sb.limits["max_steps"], 10_000_000)
        self.assertEqual(sb.limits["max_memory"], 64 << 20)
        self.assertEqual(sb.limits["timeout"], 5.0)
        with self.assertRaises(baton.LimitExceeded):
            sb.run("while True:\n    pass")

    def test_clock_and_entropy_only_when_granted(self):
        clock = "import time, datetime\n(time.time(), datetime.datetime.now().year)"
        rand = "import random, uuid\n(random.random(), str(uuid.uuid4()))"
        plain = baton.Sandbox()
        for prog, what in ((clock, "clock"), (rand, "entropy")):
            err = plain.run(prog).error
            self.assertEqual(err.type, "RuntimeError")
            self.assertIn("the host grants no " + what, err.message)
        sb = baton.Sandbox(clock=True, entropy=True)
        before = time.time()
        now, year = sb.run(clock).value
        self.assertLessEqual(before - 1, now)
        self.assertLessEqual(now, time.time() + 1)
        self.assertEqual(year, time.localtime(now).tm_year)
        (x1, u1), (x2, u2) = sb.run(rand).value, sb.run(rand).value
        self.assertNotEqual((x1, u1), (x2, u2))
        self.assertEqual(len(u1), 36)
        # one grant does not bring the other
        self.assertEqual(baton.Sandbox(clock=True).run(rand).error.type, "RuntimeError")
        self.assertEqual(baton.Sandbox(entropy=True).run(clock).error.type, "RuntimeError")

    def test_grants_hold_after_restore(self):
        prog = "x = wait()\nimport time\ntime.time()"
        for grant in (False, True):
            sb = baton.Sandbox(clock=grant)
            sb.add_tool("wait", lambda: 1)
            ex = sb.start(prog)
            blob = ex.snapshot()
            ex.cancel()
            ex2 = baton.restore(blob, sandbox=sb)
            (req,) = ex2.requests
            ex2.resume({req.id: 1})
            r = ex2.result
            if grant:
                self.assertIsNone(r.error)
                self.assertLess(abs(r.value - time.time()), 5)
            else:
                self.assertEqual(r.error.type, "RuntimeError")

    def test_stats(self):
        sb = baton.Sandbox()
        sb.add_tool("t", lambda x: x)
        r = sb.run("s = 0\nfor i in range(1000):\n    s += i\nprint(t(s))")
        self.assertEqual(r.stats.tool_calls, 1)
        self.assertGreaterEqual(r.stats.steps, 1000)
        self.assertGreater(r.stats.peak_memory, 0)
        self.assertEqual(r.stats.output_bytes, len("499500\n"))
        self.assertGreater(r.stats.wall_time, 0)

    def test_stderr_is_its_own_stream(self):
        sb = baton.Sandbox()
        sb.add_tool("t", lambda x: x)
        r = sb.run("import sys, traceback\nprint('out')\nprint('e', t(1), file=sys.stderr)\n"
                   "sys.stderr.write('w')\n'v'")
        self.assertEqual((r.output, r.stderr, r.value), ("out\n", "e 1\nw", "v"))
        self.assertEqual(r.stats.output_bytes, len("out\ne 1\nw"))
        # read once per run: the next run starts empty
        r = sb.run("try:\n    1/0\nexcept Exception:\n    traceback.print_exc()\n1/0")
        self.assertEqual(r.output, "")
        self.assertTrue(r.stderr.startswith("Traceback (most recent call last):\n"))
        self.assertTrue(r.stderr.endswith("ZeroDivisionError: division by zero\n"))
        self.assertEqual(r.error.type, "ZeroDivisionError")

    def test_bad_limit_values(self):
        # checked every time (the checked settings are remembered by value
        # and type: True is not 1)
        for _ in range(2):
            with self.assertRaises(ValueError):
                baton.Sandbox(max_memory="lots")
            with self.assertRaises(TypeError):
                baton.Sandbox(max_steps=1.5)
            with self.assertRaises(ValueError):
                baton.Sandbox(timeout=-1)
            with self.assertRaises(TypeError):
                baton.Sandbox(max_calls=True)
            with self.assertRaises(TypeError):
                baton.Sandbox(max_calls=[1])
        with self.assertRaisesRegex(OverflowError, "max_steps is too large"):
            baton.Sandbox(max_steps=2 ** 64)
        self.assertEqual(baton.Sandbox(max_calls=1).limits["max_calls"], 1)
        self.assertEqual(baton.Sandbox(max_memory="1K").limits["max_memory"], 1024)

    def test_changed_limits_apply_to_the_next_restore(self):
        sb = baton.Sandbox(max_calls=None)
        sb.add_tool("t", None, signature="x")
        ex = sb.start("t(1)\nt(2)\nt(3)")
        blob = ex.snapshot()
        ex.cancel()
        self.assertIsNone(sb.limits["max_calls"])
        sb.limits["max_calls"] = 1
        ex = baton.restore(blob, sandbox=sb)
        with self.assertRaises(baton.LimitExceeded) as cm:
            ex.resume({ex.requests[0].id: 0})
        self.assertEqual(cm.exception.limit, "calls")
        self.assertEqual(baton.Sandbox(max_calls=None).limits["max_calls"], None)


class ValueTests(unittest.TestCase):
    def setUp(self):
        self.sb = baton.Sandbox()

    def test_round_trip(self):
        values = [None, True, False, 0, -1, 2 ** 63, -(10 ** 40), 1.5, float("inf"), "",
                  "héllo ☃ 😀", b"\x00\xffraw", [1, [2, []]], (1, (2,)), {"a": {1: None}, (1, 2): "t"},
                  {1, 2, 3}, {frozenset({1}): 1}]
        for v in values:
            self.sb["v"] = v
            self.assertEqual(self.sb["v"], v)
            self.assertEqual(self.sb.run("v").value, v)
        self.assertEqual(self.sb.run("type(v).__name__ if False else 1").value, 1)

    def test_globals_persist(self):
        self.sb["user_id"] = 42
        self.sb.run("result = user_id * 2")
        self.assertEqual(self.sb["result"], 84)
        self.assertIn("result", self.sb)
        with self.assertRaises(KeyError):
            self.sb["nope"]
        self.assertEqual(self.sb.get("nope", 7), 7)

    def test_bad_host_values(self):
        a = []
        a.append(a)
        d = {}
        d["d"] = d
        deep = []
        for _ in range(500):
            deep = [deep]
        cases = [
            (a, ValueError, "contains itself"),
            (d, ValueError, "contains itself"),
            (deep, ValueError, "nested more than"),
            ("bad \udc80 surrogate", ValueError, "surrogate"),
            (object(), TypeError, "'object'"),
            ({"k": {1, 2, 3j}}, TypeError, "'complex'"),
            ({[1]: 2} if False else {1: lambda: 0}, TypeError, "'function'"),
        ]
        for value, exc, text in cases:
            with self.assertRaises(exc) as cm:
                self.sb["x"] = value
            self.assertIn(text, str(cm.exception))
            self.assertIn("global 'x'", str(cm.exception))
        old = sys.get_int_max_str_digits()
        try:
            sys.set_int_max_str_digits(5000)
            huge = 10 ** 4500
            with self.assertRaises(ValueError):
                sys.set_int_max_str_digits(4300)
                self.sb["x"] = huge
        finally:
            sys.set_int_max_str_digits(old)
        # the VM is intact
        self.assertEqual(self.sb.run("[1, 2]").value, [1, 2])

    def test_tool_returning_bad_values(self):
        a = []
        a.append(a)
        self.sb.add_tool("rec", lambda: a)
        self.sb.add_tool("sur", lambda: "\ud800")
        r = self.sb.run("out = []\nfor f in (rec, sur):\n    try:\n        f()\n"
                        "    except Exception as e:\n        out.append(type(e).__name__)\nout")
        self.assertEqual(r.value, ["ValueError", "ValueError"])

    def test_bad_names_and_code(self):
        with self.assertRaises(TypeError):
            self.sb[1] = 2
        with self.assertRaises(TypeError):
            self.sb.run(b"1")
        with self.assertRaises(ValueError):
            self.sb.run("'\udc80'")


class ThreadTests(unittest.TestCase):
    def test_eight_sandboxes_on_eight_threads(self):
        results = {}

        def work(i):
            sb = baton.Sandbox(max_steps=None, timeout=None)
            sb.add_tool("ident", lambda x: x)
            r = sb.run("s = 0\nfor k in range(200000):\n    s += k %% 7\nident([%d, s])" % i)
            results[i] = r.value
        threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        expect = sum(k % 7 for k in range(200000))
        self.assertEqual(results, {i: [i, expect] for i in range(8)})

    def test_two_threads_on_one_sandbox(self):
        sb = baton.Sandbox(max_steps=None, timeout=None)
        gate = threading.Event()
        errors = []

        @sb.tool
        def wait() -> int:
            gate.wait(5)
            return 1

        def other():
            try:
                sb["x"] = 1
            except baton.BusyError as e:
                errors.append(str(e))
            finally:
                gate.set()
        t = threading.Thread(target=other)

        @sb.tool
        def spawn() -> int:
            t.start()
            return 0
        r = sb.run("spawn()\nwait()")
        t.join()
        self.assertEqual(r.value, 1)
        self.assertEqual(len(errors), 1)
        self.assertIn("another thread", errors[0])

    def test_gil_released_while_running(self):
        sb = baton.Sandbox(max_steps=None, timeout=None)
        ticks = []
        stop = threading.Event()

        def ticker():
            while not stop.is_set():
                ticks.append(1)
                time.sleep(0.001)
        t = threading.Thread(target=ticker)
        t.start()
        sb.run("s = 0\nfor k in range(2000000):\n    s += k")
        stop.set()
        t.join()
        self.assertGreater(len(ticks), 5)


class StepProtocolTests(unittest.TestCase):
    def make(self, key=b"k1"):
        sb = baton.Sandbox(snapshot_key=key)
        sb.add_tool("search", None, signature="query: str, limit: int = 3")
        sb.add_tool("fetch", None, signature="async def fetch(url: str)")
        return sb

    PROG = ("import asyncio\nhits = search('cats')\n"
            "pages = await asyncio.gather(*[fetch(h) for h in hits])\n"
            "print(len(pages))\n[hits, pages]")

    def test_requests_and_resume(self):
        sb = self.make()
        ex = sb.start(self.PROG)
        self.assertFalse(ex.done)
        (req,) = ex.requests
        self.assertEqual((req.tool, req.args, req.kwargs), ("search", (), {"query": "cats", "limit": 3}))
        ex.resume({req.id: ["a", "b"]})
        self.assertEqual([r.tool for r in ex.requests], ["fetch", "fetch"])
        a, b = ex.requests
        ex.resume({b.id: "page b"})
        self.assertFalse(ex.done)
        ex.resume(errors={a.id: ValueError("bad")})
        self.assertTrue(ex.done)
        self.assertEqual(ex.result.error.type, "ValueError")
        self.assertEqual(ex.result.error.message, "bad")
        # busy while paused, usable after
        ex2 = sb.start("search('x')")
        with self.assertRaises(baton.BusyError):
            sb.run("1")
        ex2.cancel()
        self.assertEqual(sb.run("2").value, 2)

    def test_resume_refuses_bad_ids_before_delivering_any(self):
        sb = self.make()
        ex = sb.start(self.PROG)
        (req,) = ex.requests
        with self.assertRaisesRegex(ValueError, r"request 99 is not waiting .*waiting: %d"
                                    % req.id):
            ex.resume({req.id: ["a"], 99: 1})
        with self.assertRaisesRegex(TypeError, r"a request id is an int \(use req.id\), "
                                    "not Request"):
            ex.resume({req: ["a"]})
        with self.assertRaisesRegex(TypeError, "errors: a request id is an int, not str"):
            ex.resume(errors={str(req.id): ValueError()})
        with self.assertRaisesRegex(TypeError, "results must be a dict"):
            ex.resume([req.id])
        # nothing was delivered: the request still waits and takes its answer
        self.assertEqual([r.id for r in ex.requests], [req.id])
        ex.resume({req.id: ["a"]})
        with self.assertRaisesRegex(ValueError, "request %d is not waiting" % req.id):
            ex.resume({req.id: ["again"]})
        self.assertEqual([r.tool for r in ex.requests], ["fetch"])
        ex.cancel()

    def test_snapshot_round_trip_in_process(self):
        sb = self.make()
        ex = sb.start(self.PROG)
        blob = ex.snapshot()
        ex.cancel()
        ex2 = baton.restore(blob, sandbox=self.make())
        (req,) = ex2.requests
        ex2.resume({req.id: ["x"]})
        (f,) = ex2.requests
        ex2.resume({f.id: "page x"})
        self.assertEqual(ex2.result.value, [["x"], ["page x"]])
        self.assertEqual(ex2.result.output, "1\n")

    def test_snapshot_of_iterators_left_by_an_error(self):
        # a map and an itertools.chain after their function raised wait at
        # their loop's head (interp.c gen_restart): saved, restored, and
        # going on as CPython's would
        prog = ("import itertools\n"
                "def f(x):\n    if x == 1: raise ValueError(x)\n    return x * 10\n"
                "m = map(f, range(4))\nc = itertools.chain(map(f, range(3)), [7])\n"
                "z = zip(range(9), map(f, range(3)))\n"
                "print(next(m), next(c), next(z))\n"
                "for it in (m, c, z):\n    try: next(it)\n    except ValueError as e: print('err', e)\n"
                "search('q')\n[list(m), list(c), list(z)]")
        ex = self.make().start(prog)
        (req,) = ex.requests
        blob = ex.snapshot()
        ex.cancel()
        ex2 = baton.restore(blob, sandbox=self.make())
        ex2.resume({ex2.requests[0].id: ["x"]})
        self.assertEqual(ex2.result.value, [[20, 30], [20, 7], [(2, 20)]])
        self.assertEqual(ex2.result.output, "0 0 (0, 0)\nerr 1\nerr 1\nerr 1\n")

    def test_snapshot_across_processes(self):
        path = os.environ.get("BATON_TEST_PATH", "")
        child = (
            "import sys, baton\n"
            "sb = baton.Sandbox(snapshot_key=b'k1')\n"
            "sb.add_tool('search', lambda query, limit=3: [query.upper()] * limit,\n"
            "            signature='query: str, limit: int = 3')\n"
            "async def fetch(url):\n    return 'page ' + url\n"
            "sb.add_tool('fetch', fetch, signature='async def fetch(url: str)')\n"
            "ex = baton.restore(sys.stdin.buffer.read(), sandbox=sb)\n"
            "r = ex.run()\nprint(repr(r.value))\nprint(r.output, end='')\n")
        sb = self.make()
        sb["n"] = 7
        ex = sb.start("k = n * 6\n" + self.PROG + "\nk")
        self.assertEqual(ex.requests[0].tool, "search")
        blob = ex.snapshot()
        env = dict(os.environ, PYTHONPATH=path)
        out = subprocess.run([sys.executable, "-c", child], input=blob, capture_output=True,
                             env=env, timeout=60)
        self.assertEqual(out.stderr.decode(), "")
        self.assertEqual(out.stdout.decode(), "42\n3\n")

    def test_hostile_bytes(self):
        sb = self.make()
        ex = sb.start(self.PROG)
        blob = ex.snapshot()
        ex.cancel()
        bad = [b"", b"garbage", blob[:len(blob) // 2], blob[:-1],
               blob[:20] + bytes([blob[20] ^ 0xFF]) + blob[21:]]
        for b in bad:
            with self.assertRaises(baton.SnapshotError):
                baton.restore(b, sandbox=self.make())
        with self.assertRaises(baton.SnapshotError):       # wrong key
            baton.restore(blob, sandbox=self.make(key=b"other"))
        with self.assertRaises(baton.SnapshotError):       # no key
            baton.restore(blob, sandbox=self.make(key=None))
        with self.assertRaises(TypeError):
            baton.restore("text")

    def test_idle_snapshot_keeps_globals(self):
        sb = baton.Sandbox()
        sb.run("def double(x):\n    return 2 * x\nstate = {'n': 1}")
        blob = sb.snapshot()
        ex = baton.restore(blob)
        self.assertTrue(ex.done)
        self.assertEqual(ex.sandbox.run("double(state['n'])").value, 2)

    def test_lists_and_tuples_of_every_size_survive_a_restore(self):
        # the loader keeps list and tuple items from its first pass, object
        # references as placeholders (vm/snapshot.c): Nones, shared and
        # cyclic references, one-, two- and three-byte indices, ints of
        # every varint length (no deadline: a collection at every safe
        # point, under ASan, takes seconds to build the 20,000 strings)
        sb = baton.Sandbox(timeout=None)
        prog = """
big = [str(i) for i in range(20000)]
shared = ['s']
cyc = [None, shared]
cyc.append(cyc)
t = (None, shared, (None,), cyc, big[-1], -1, 2**40, -2**62, 127, 128, 16384)
mixed = [None if i % 3 == 0 else (big[i] if i % 3 == 1 else (i, None)) for i in range(300)]
def check():
    return (cyc[2] is cyc and cyc[1] is shared and t[1] is shared and t[3] is cyc and
            t[4] is big[-1], repr(t[:3]) + repr(t[5:]), mixed[:7], len(big), big[16500],
            sum(len(x) for x in big))
"""
        sb.run(prog)
        want = sb.run("check()").value
        self.assertTrue(want[0])
        got = baton.restore(sb.snapshot(), timeout=None).sandbox.run("check()").value
        self.assertEqual(got, want)


class AgentHelperTests(unittest.TestCase):
    def setUp(self):
        self.sb = baton.Sandbox()

        @self.sb.tool
        def get_weather(city: str) -> dict:
            """Current weather for a city."""
            return {"city": city, "temp": 18.5}

    def test_tool_spec_shapes(self):
        o = self.sb.tool_spec("openai")
        self.assertEqual(o["type"], "function")
        self.assertEqual(o["function"]["name"], "run_python")
        self.assertIn("def get_weather(city: str) -> dict:", o["function"]["description"])
        self.assertEqual(o["function"]["parameters"]["required"], ["code"])
        a = self.sb.tool_spec("anthropic")
        self.assertEqual(set(a), {"name", "description", "input_schema"})
        json.dumps([o, a, self.sb.tool_spec("openai-responses")])
        # the modules the description names are ones the program can import
        named = re.search(r"Standard modules \(([^)]*)\)", o["function"]["description"]).group(1)
        mods = [m.strip() for m in named.split(",") if m.strip() != "..."]
        self.assertGreaterEqual(len(mods), 5)
        r = baton.Sandbox().run("import " + ", ".join(mods))
        self.assertIsNone(r.error)
        with self.assertRaises(ValueError):
            self.sb.tool_spec("other")

    def test_handle(self):
        text = self.sb.handle({"code": "w = get_weather('Oslo')\nprint(w['temp'])\nw['city']"})
        self.assertEqual(text, "18.5\nResult: 'Oslo'")
        text = self.sb.handle(json.dumps({"code": "1/0"}))
        self.assertIn("ZeroDivisionError: division by zero", text)
        self.assertIn("Traceback", text)
        text = baton.Sandbox(max_steps=1000).handle({"code": "while True: pass"})
        self.assertIn("step limit exceeded", text)
        self.assertEqual(self.sb.handle({"nothing": 1}), 'Error: the input needs a "code" string.')
        self.assertEqual(self.sb.handle({"code": "x = 1"}), "(no output)")


if __name__ == "__main__":
    unittest.main()

"""baton.redis end to end on a private redis-server: runs and tool calls
checked against CPython, values across Redis, parallel async tools over
two tool workers, long waits answered from outside, refused answers and
snapshots, stale commits, limits over an execution's whole life and its
absolute deadline, TTL, workers killed with SIGKILL, a Redis restart with
AOF, and a mixed run with kills (tests/redis/scale.py)."""

import os
import shutil
import signal
import tempfile
import threading
import time
import unittest

import baton
import baton.redis as br

import app
import scale

KEY = scale.KEY
server = None
folder = None


def setUpModule():
    global server, folder
    folder = tempfile.mkdtemp(prefix="baton-redis-test-")
    server = scale.RedisServer(folder)
    os.environ["BATON_COUNT_URL"] = server.url


def tearDownModule():
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


def quiet(text):
    """Workers' log lines (Redis going away in the restart test)."""


class Workers:
    """Worker loops on threads of this process (stopped by close())."""

    def __init__(self, client, tools=app.tools, programs=1, tool_workers=1, concurrency=8,
                 visibility=0.5):
        self.parts = []
        for _ in range(programs):
            self.parts.append(br.ProgramWorker(client, tools, key=KEY, visibility=visibility,
                                                 log=quiet))
        for _ in range(tool_workers):
            self.parts.append(br.ToolWorker(client, tools, concurrency=concurrency,
                                            visibility=visibility, poll=0.05, log=quiet))
        self.threads = [threading.Thread(target=p.run, daemon=True) for p in self.parts]
        for t in self.threads:
            t.start()

    def close(self):
        for p in self.parts:
            p.stop()
        for t in self.threads:
            t.join(10)


class Case(unittest.TestCase):
    prefix = "t"
    tools = app.tools
    tool_workers = 1

    @classmethod
    def setUpClass(cls):
        cls.client = br.Client(server.url, prefix=cls.prefix)
        cls.workers = Workers(cls.client, cls.tools, tool_workers=cls.tool_workers)

    @classmethod
    def tearDownClass(cls):
        cls.workers.close()
        cls.client.close()

    def check_cpython(self, code, inputs=None):
        """Run through Redis; output, error type and tool calls as CPython's."""
        r = self.client.result(self.client.submit(code, inputs), timeout=10)
        out, err, calls = scale.oracle(code, inputs or {})
        self.assertEqual(r.output, out)
        self.assertEqual(r.error.type if r.error else None, err)
        self.assertEqual(r.stats.tool_calls, calls)
        return r

    def wait_paused(self, xid, requests=1):
        for _ in range(500):
            if self.client.status(xid) == "paused" and \
                    len(self.client.requests(xid)) >= requests:
                return self.client.requests(xid)
            time.sleep(0.01)
        self.fail("execution %s never paused (status %s)" % (xid, self.client.status(xid)))


class RunTests(Case):
    prefix = "run"

    def test_simple_run(self):
        r = self.check_cpython("xs = [n * k for k in range(5)]\nprint(xs)\nsum(xs)", {"n": 3})
        self.assertEqual(r.value, 30)
        self.assertIsNone(r.error)

    def test_each_kind_of_program_matches_cpython(self):
        for code, inputs in scale.programs(len(scale.TEMPLATES)):
            with self.subTest(code=code.split("\n")[0]):
                self.check_cpython(code, inputs)

    def test_uncaught_error_comes_back(self):
        r = self.check_cpython("print(add(1, 2))\ncheck(14)")
        self.assertEqual((r.error.type, r.error.message), ("ValueError", "14 is a multiple of 7"))
        self.assertIn('File "<sandbox>", line 2', r.error.traceback)

    def test_syntax_error_comes_back(self):
        r = self.check_cpython("print('never')\ndef f(:\n    pass\n")
        self.assertEqual(r.error.line, 2)

    def test_values_cross_redis(self):
        v = {"t": (1, "a", None), "b": b"\x00\xff", "s": {1, 2}, "f": frozenset({3}),
             (1, 2): [1.5, float("inf"), -0.0], "big": 10 ** 40, "nested": [[{"x": True}]]}
        r = self.client.result(self.client.submit("v", {"v": v}), timeout=10)
        self.assertEqual(r.value, v)
        self.assertEqual(br.decode(br.encode(v)), v)
        r = self.client.result(self.client.submit("def f(): pass\nf"), timeout=10)
        self.assertIsInstance(r.value, baton.Opaque)
        with self.assertRaises(TypeError):
            br.encode(object())
        with self.assertRaises(ValueError):
            br.decode('{"Q": 1}')     # no such tag: never code, never pickle

    def test_submit_checks(self):
        xid = self.client.submit("1", id="fixed-id.1")
        with self.assertRaises(ValueError):
            self.client.submit("2", id="fixed-id.1")
        with self.assertRaises(ValueError):
            self.client.submit("2", id="no/slash")
        self.assertEqual(self.client.result(xid, timeout=10).value, 1)
        with self.assertRaises(KeyError):
            self.client.result("never-submitted", timeout=1)

    def test_ttl_of_finished_executions(self):
        c = br.Client(server.url, prefix=self.prefix, ttl=60)
        xid = c.submit("print('x')")
        c.result(xid, timeout=10)
        ttl = c.redis.ttl(c.key("x", xid))
        self.assertTrue(0 < ttl <= 60, ttl)
        self.assertIsNone(c.redis.hget(c.key("x", xid), "snap"))
        c.close()


class LoopbackTcpTests(Case):
    """The same programs through a redis-server on a loopback TCP port (the
    other tests use a unix socket): the path of workers on other machines,
    with redis-py's TCP connections under the workers' packed commands."""
    prefix = "tcp"

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="baton-redis-tcp-")
        cls.server = scale.RedisServer(cls.folder, tcp=True)
        cls.client = br.Client(cls.server.url, prefix=cls.prefix)
        cls.workers = Workers(cls.client, cls.tools)

    @classmethod
    def tearDownClass(cls):
        super().tearDownClass()
        cls.server.stop()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def test_programs_over_a_loopback_port(self):
        self.assertTrue(self.server.url.startswith("redis://127.0.0.1:"))
        for code, inputs in scale.programs(len(scale.TEMPLATES)):
            with self.subTest(code=code.split("\n")[0]):
                self.check_cpython(code, inputs)
        xid = self.client.submit("approve('refund')")
        (req,) = self.wait_paused(xid)
        self.client.answer(req["id"], "yes")
        self.assertEqual(self.client.result(xid, timeout=10).value, "yes")

    def test_gather_runs_in_parallel_across_tool_worker_processes(self):
        # two tool worker processes taking one call at a time, connected
        # over a loopback port as from two machines (a server of their own,
        # where no tool worker of this process serves)
        folder = tempfile.mkdtemp(dir=self.folder)
        server = scale.RedisServer(folder, tcp=True)
        c = br.Client(server.url, prefix="gather")
        procs = [scale.spawn(server.url, c.prefix, "tools", folder, concurrency=1)
                 for _ in range(2)]
        programs = None
        try:
            for _ in range(2000):     # both wait on the streams: started
                if any(p.poll() is not None for p in procs):
                    self.fail("a tool worker process ended: see %s/workers.log" % folder)
                if sum(cl["cmd"] == "xreadgroup" for cl in c.redis.client_list()) == 2:
                    break
                time.sleep(0.01)
            programs = Workers(c, tool_workers=0)
            code = ("import asyncio\nasync def main():\n"
                    "    rs = await asyncio.gather(*[fetch('k%d' % i, 0.5) for i in range(4)])\n"
                    "    return [r['key'] for r in rs]\nprint(asyncio.run(main()))")
            t0 = time.monotonic()
            xid = c.submit(code)
            res = c.result(xid, timeout=20)
            took = time.monotonic() - t0
            self.assertEqual(res.output, "['k0', 'k1', 'k2', 'k3']\n")
            # one process alone: 2 s; both, a call each at a time: 1 s
            self.assertGreater(took, 0.95)
            self.assertLess(took, 1.8)
            served = {v for k, v in c.redis.hgetall("served_by").items()
                      if k.decode().startswith(xid + "/")}
            self.assertEqual(served, {str(p.pid).encode() for p in procs})
        finally:
            if programs:
                programs.close()
            for p in procs:
                p.terminate()
                p.wait()
            c.close()
            server.stop()


class WaitTests(Case):
    prefix = "wait"

    def test_long_wait_costs_only_storage_and_is_answered_later(self):
        code = ("import asyncio\nasync def main():\n    ok = await approve_async('deploy')\n"
                "    print('approved', ok)\n    return await approve_async('again')\n"
                "print(asyncio.run(main()))")
        xid = self.client.submit(code)
        reqs = self.wait_paused(xid)
        self.assertEqual(reqs[0]["tool"], "approve_async")
        self.assertEqual(reqs[0]["kwargs"], {"what": "deploy"})
        r = self.client.redis
        # while it waits: its hash (with the snapshot) and its open request
        keys = sorted(k.decode() for k in r.keys("wait:*:" + xid))
        self.assertEqual(keys, ["wait:o:" + xid, "wait:x:" + xid])
        self.assertLess(len(r.hget("wait:x:" + xid, "snap")), 64 * 1024)
        time.sleep(0.3)      # nobody works on it meanwhile
        self.assertEqual(self.client.status(xid), "paused")
        self.client.answer(reqs[0]["id"], True)
        second = None
        for _ in range(500):
            rs = self.client.requests(xid)
            if rs and rs[0]["id"] != reqs[0]["id"]:
                second = rs[0]
                break
            time.sleep(0.01)
        self.assertEqual(second["kwargs"], {"what": "again"})
        self.client.fail(second["id"], PermissionError("not you"))
        res = self.client.result(xid, timeout=10)
        self.assertEqual(res.output, "approved True\n")
        self.assertIn(res.error.type, ("PermissionError", "OSError"))
        self.assertEqual(res.error.message, "not you")

    def test_wait_for_timeout_cancels_the_request(self):
        code = ("import asyncio\nasync def main():\n    try:\n"
                "        return await asyncio.wait_for(approve_async('x'), 0.2)\n"
                "    except asyncio.TimeoutError:\n        return 'timed out'\n"
                "r = asyncio.run(main())\nprint(r)")
        xid = self.client.submit(code)
        rid = self.wait_paused(xid)[0]["id"]
        r = self.client.result(xid, timeout=10)
        self.assertEqual(r.output, "timed out\n")
        with self.assertRaises(br.RefusedError):
            self.client.answer(rid, True)
        self.assertEqual(self.client.redis.xlen(self.client.key("t", "approve_async")), 0)

    def test_command_line_submit_and_result(self):
        import contextlib
        import io
        path = os.path.join(folder, "prog.py")
        with open(path, "w") as f:
            f.write("print('from a file', add(n, 1))\nn * 2\n")
        url = ["--url", server.url, "--prefix", self.prefix]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertEqual(br.main(["submit", path, "--id", "cli-1", "--inputs", '{"n": 4}']
                                     + url), 0)
        self.assertEqual(out.getvalue(), "cli-1\n")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertEqual(br.main(["result", "cli-1", "--timeout", "10"] + url), 0)
        self.assertEqual(out.getvalue(), "from a file 5\n8\n")

    def test_answers_refused(self):
        xid = self.client.submit("approve('x')")
        rid = self.wait_paused(xid)[0]["id"]
        for bad in ("nobody-knows/1", xid + "/99", "no-number", xid + "/x"):
            with self.assertRaises(br.RefusedError, msg=bad):
                self.client.answer(bad, 1)
        # the same request id through another deployment's prefix: foreign
        elsewhere = br.Client(server.url, prefix="elsewhere")
        with self.assertRaises(br.RefusedError):
            elsewhere.answer(rid, 1)
        elsewhere.close()
        self.client.answer(rid, 1)
        with self.assertRaises(br.RefusedError):
            self.client.answer(rid, 2)            # answered already
        self.assertEqual(self.client.result(xid, timeout=10).value, 1)
        with self.assertRaises(br.RefusedError):
            self.client.answer(rid, 3)            # finished

    def test_snapshot_not_made_with_the_key_is_refused(self):
        xid = self.client.submit("approve('x')")
        rid = self.wait_paused(xid)[0]["id"]
        # a well-formed snapshot of the same program, with another key
        sb = baton.Sandbox(snapshot_key=b"not the key")
        sb.add_tool("approve", None, signature="what: str")
        forged = sb.start("approve('x')").snapshot()
        self.client.redis.hset(self.client.key("x", xid), "snap", forged)
        self.client.answer(rid, True)
        with self.assertRaises(baton.SnapshotError):
            self.client.result(xid, timeout=10)


class StaleTests(unittest.TestCase):
    """Two workers on one execution, driven by hand: the later commit is
    dropped."""

    def test_stale_commit_is_dropped(self):
        c = br.Client(server.url, prefix="stale")
        w1 = br.ProgramWorker(c, app.tools, key=KEY)
        w2 = br.ProgramWorker(c, app.tools, key=KEY)
        xid = c.submit("x = approve('a')\nprint('got', x)\nx")
        self.assertTrue(w1.handle(xid))
        rid = c.requests(xid)[0]["id"]
        c.answer(rid, "yes")
        inner = w1._advance

        def racing(*args):
            # w2 takes the same execution while w1 is busy with it
            self.assertTrue(w2.handle(xid))
            return inner(*args)
        w1._advance = racing
        self.assertFalse(w1.handle(xid))          # w1's work is dropped
        r = c.result(xid, timeout=5)
        self.assertEqual((r.output, r.value), ("got yes\n", "yes"))
        self.assertEqual(c.redis.hget(c.key("x", xid), "ver"), b"2")
        self.assertFalse(w2.handle(xid))          # finished: nothing to do
        c.close()


    def test_programs_entries_carry_the_state_of_small_executions(self):
        c = br.Client(server.url, prefix="carry")
        w = br.ProgramWorker(c, app.tools, key=KEY, poll=0.05)
        w._next_claim = float("inf")
        reads = []
        inner = c._read
        c._read = lambda **kw: reads.append(kw) or inner(**kw)
        stream = c.key("programs")

        def entry():
            (eid, fields), = c.redis.xrange(stream)
            return fields

        def blocking_step():
            w._looked = True      # the blocking XREADGROUP, not the _TAKE script
            self.assertEqual(w.step(), 1)

        xid = c.submit("x = approve('a')\nprint('got', x)")
        f = entry()
        self.assertEqual((f[b"x"], f[b"f:ver"], f[b"f:state"]), (xid.encode(), b"0", b"queued"))
        self.assertIn(b"f:code", f)
        blocking_step()
        self.assertEqual((c.status(xid), reads), ("paused", []))
        rid = c.requests(xid)[0]["id"]
        c.answer(rid, "yes")
        f = entry()
        self.assertEqual((f[b"f:ver"], f[b"a:" + rid.split("/")[1].encode()]),
                         (b"1", b'{"v": "yes"}'))
        blocking_step()
        self.assertEqual((c.result(xid, timeout=5).output, reads), ("got yes\n", []))
        # a large execution's entry names it only: the worker reads it
        big = "# %s\nprint(approve('b'))" % ("x" * br.CARRY_BYTES)
        xid = c.submit(big)
        self.assertEqual(list(entry()), [b"x"])
        blocking_step()
        self.assertEqual(len(reads), 1)
        c.answer(c.requests(xid)[0]["id"], 7)
        self.assertEqual(list(entry()), [b"x"])
        blocking_step()
        self.assertEqual((c.result(xid, timeout=5).output, len(reads)), ("7\n", 2))
        c.close()

    def test_an_execution_that_kills_every_worker_is_given_up(self):
        c = br.Client(server.url, prefix="poison")
        w = br.ProgramWorker(c, app.tools, key=KEY, visibility=0.05, max_deliveries=2)
        xid = c.submit("print('never run')")
        stream = c.key("programs")
        # two workers took it and died without a word
        c.redis.xreadgroup("programs", "ghost1", {stream: ">"}, count=1)
        eid = c.redis.xpending_range(stream, "programs", "-", "+", 1)[0]["message_id"]
        c.redis.xclaim(stream, "programs", "ghost2", 0, [eid])
        time.sleep(0.1)
        w._next_claim = 0
        w.step()              # the third taker gives up
        with self.assertRaisesRegex(baton.Error, "given up after 2 deliveries"):
            c.result(xid, timeout=5)
        self.assertEqual(c.redis.xlen(stream), 0)
        c.close()


class WorkerTests(unittest.TestCase):
    def test_one_worker_serves_programs_and_tools_and_stops(self):
        c = br.Client(server.url, prefix="both")
        w = br.Worker(c, "app:tools", key=KEY, visibility=0.5)
        t = threading.Thread(target=w.run, daemon=True)
        t.start()
        try:
            r = c.result(c.submit("print(add(20, 22))"), timeout=10)
            self.assertEqual(r.output, "42\n")
        finally:
            w.stop()
            t.join(10)
        self.assertFalse(t.is_alive())
        with self.assertRaisesRegex(ValueError, "snapshot key"):
            br.Worker(c, app.tools)           # snapshots in Redis are authenticated
        c.close()


class ReadmeTests(unittest.TestCase):
    """README's "Scale out on Redis" blocks run as printed: app.py (with a
    stand-in payments client) serves the tools, and the application block
    submits, waits, answers and fails requests against this server."""

    def test_redis_section_blocks_run(self):
        import re
        import types
        with open(os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
                os.path.abspath(__file__)))), "README.md"), encoding="utf-8") as f:
            text = f.read()
        start = text.index("\n## Scale out on Redis")
        section = text[start:text.index("\n## ", start + 1)]
        app_block, client_block = re.findall(r"^```python\n(.*?)^```$", section, re.S | re.M)
        charges = []

        def create(customer, cents, idempotency_key):
            charges.append((customer, cents, idempotency_key))
            return "ch_%d" % len(charges)

        app_ns = {"payments": types.SimpleNamespace(create=create)}
        exec(compile(app_block, "<README app.py>", "exec"), app_ns)
        url = re.search(r'Client\("([^"]+)"', client_block).group(1)
        c = br.Client(server.url, prefix="readme")
        workers = Workers(c, app_ns["tools"])
        try:
            # a second execution waits on an approval: the block fails it
            other = c.submit("approve('deploy')")
            for _ in range(500):
                if c.requests(other):
                    break
                time.sleep(0.01)
            printed = []
            ns = {"code": "print('charged', charge('cus_1', 250))\nuser_id + 1",
                  "other_id": c.requests(other)[0]["id"],
                  "print": lambda *a: printed.append(a)}
            exec(compile(client_block.replace(url, server.url).replace(
                ", ttl=", ', prefix="readme", ttl=', 1),
                "<README client>", "exec"), ns)
            self.assertEqual(printed, [("charged ch_1\n", 43, None)])
            self.assertEqual(charges, [("cus_1", 250, ns["xid"] + "/1")])
            denied = c.result(other, timeout=10).error
            self.assertEqual((denied.type, denied.message), ("PermissionError", "denied"))
            ns["client"].close()
        finally:
            workers.close()
            c.close()


class LimitTests(Case):
    prefix = "limits"
    tools = app.limited        # max_steps=300_000, max_calls=5, max_output=200

    def expect_limit(self, code, limit, **kw):
        xid = self.client.submit(code, **kw)
        with self.assertRaises(baton.LimitExceeded) as cm:
            self.client.result(xid, timeout=10)
        self.assertEqual(cm.exception.limit, limit)
        return cm.exception

    def test_command_line_result_of_a_limit_and_errors(self):
        import contextlib
        import io
        url = ["--url", server.url, "--prefix", self.prefix]
        xid = self.client.submit("for i in range(100):\n    print('line', i)")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            # 3, as `baton run` when a limit stops a run; the output so far
            self.assertEqual(br.main(["result", xid, "--timeout", "10"] + url), 3)
        self.assertTrue(out.getvalue().startswith("line 0\nline 1\n"), out.getvalue())
        self.assertIn("output limit", err.getvalue())
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(br.main(["result", "nobody-knows"] + url), 2)
        self.assertEqual(err.getvalue(), "python3 -m baton.redis result: KeyError: no "
                         "execution 'nobody-knows' (unknown, or expired)\n")
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(br.main(["worker", "--tools", "app:tools", "--role", "programs"]
                                     + url), 2)
        self.assertIn("worker: ValueError: program workers need a snapshot key", err.getvalue())
        err = io.StringIO()
        gone = "unix://" + os.path.join(folder, "nobody.sock")
        with contextlib.redirect_stderr(err):
            self.assertEqual(br.main(["result", xid, "--url", gone]), 2)
        self.assertIn("result: cannot reach Redis at " + gone, err.getvalue())
        # submit --timeout: the absolute deadline, waits counted
        path = os.path.join(folder, "waits.py")
        with open(path, "w") as f:
            f.write("print('waiting')\napprove('never answered')\n")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertEqual(br.main(["submit", path, "--timeout", "0.3"] + url), 0)
        xid = out.getvalue().strip()
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            self.assertEqual(br.main(["result", xid, "--timeout", "10"] + url), 3)
        self.assertEqual(out.getvalue(), "waiting\n")
        self.assertIn("its deadline passed 0.300 s after submission", err.getvalue())

    def test_steps_are_counted_over_the_whole_life(self):
        # each stretch between pauses is far under the limit; together over
        e = self.expect_limit("for i in range(4):\n    add(i, i)\n"
                              "    for k in range(100_000):\n        pass", "steps")
        self.assertGreaterEqual(e.stats.tool_calls, 2)

    def test_calls_and_output_over_the_whole_life(self):
        e = self.expect_limit("for i in range(8):\n    add(i, 1)", "calls")
        self.assertEqual(e.stats.tool_calls, 5)
        e = self.expect_limit("for i in range(4):\n    print(add(i, 0), 'x' * 60)", "output")
        self.assertIn("0 xxx", e.output)

    def test_deadline_is_absolute(self):
        t0 = time.monotonic()
        e = self.expect_limit("print('waiting')\napprove('never answered')", "time", timeout=0.5)
        self.assertLess(time.monotonic() - t0, 5)
        self.assertGreaterEqual(e.used, 0.5)
        self.assertEqual(e.maximum, 0.5)
        self.assertEqual(e.output, "waiting\n")

    def test_error_and_limit_not_confused(self):
        r = self.check_cpython("try:\n    check(7)\nexcept ValueError as e:\n    print('caught', e)")
        self.assertTrue(r.ok)


class LimitsAcrossWorkersTests(unittest.TestCase):
    """Limits over an execution's whole life when each resume runs on
    another worker: two program workers driven by hand take turns (each
    with its own Sandbox), the tools answered from here.  Every stretch
    between pauses is far under each limit; together they are over."""

    @classmethod
    def setUpClass(cls):
        cls.c = br.Client(server.url, prefix="across")
        cls.ws = [br.ProgramWorker(cls.c, app.limited, key=KEY, log=quiet) for _ in range(2)]

    @classmethod
    def tearDownClass(cls):
        cls.c.close()

    def alternate(self, code, limit, **kw):
        xid = self.c.submit(code, **kw)
        turns = 0
        while self.c.status(xid) != "done":
            self.assertLess(turns, 50)
            self.assertTrue(self.ws[turns % 2].handle(xid))
            turns += 1
            for req in self.c.requests(xid):
                self.c.answer(req["id"], sum(req["args"]) + sum(req["kwargs"].values()))
        self.assertGreaterEqual(turns, 3)      # both workers resumed it
        with self.assertRaises(baton.LimitExceeded) as cm:
            self.c.result(xid, timeout=1)
        self.assertEqual(cm.exception.limit, limit)
        return cm.exception

    def test_steps_calls_and_output_add_up_across_workers(self):
        e = self.alternate("for i in range(4):\n    add(i, i)\n"
                           "    for k in range(100_000):\n        pass", "steps")
        self.assertGreaterEqual(e.stats.tool_calls, 2)
        e = self.alternate("for i in range(8):\n    add(i, 1)", "calls")
        self.assertEqual(e.stats.tool_calls, 5)
        e = self.alternate("for i in range(4):\n    print(add(i, 0), 'x' * 60)", "output")
        self.assertTrue(e.output.startswith("0 " + "x" * 60 + "\n1 "), e.output)

    def test_deadline_is_absolute_across_workers(self):
        xid = self.c.submit("print('waiting')\nprint(add(1, 2))", timeout=0.4)
        self.assertTrue(self.ws[0].handle(xid))
        (req,) = self.c.requests(xid)
        time.sleep(0.5)
        self.c.answer(req["id"], 3)
        self.assertTrue(self.ws[1].handle(xid))
        with self.assertRaises(baton.LimitExceeded) as cm:
            self.c.result(xid, timeout=1)
        e = cm.exception
        self.assertEqual((e.limit, e.output), ("time", "waiting\n"))
        self.assertAlmostEqual(e.maximum, 0.4, places=3)
        self.assertGreaterEqual(e.used, 0.4)


class QuietCommitTests(Case):
    """A worker's own loop skips the reply of its commits (CLIENT REPLY
    SKIP) once the commit script ran on its connection: a commit that
    fails unseen loses nothing."""
    prefix = "quiet"

    def test_script_flush_while_serving_loses_nothing(self):
        code = "acc = []\nfor k in range(6):\n    acc.append(add(k, 1))\nprint(acc)"
        first = self.client.submit(code)
        self.assertEqual(self.client.result(first, timeout=10).output, "[1, 2, 3, 4, 5, 6]\n")
        # the commit script ran on the worker's connection: its next
        # commits go without replies; the flush makes them fail (NOSCRIPT)
        # unseen until a replied call loads it again, and their entries,
        # never acknowledged, are taken over after the visibility timeout
        xs = [self.client.submit(code) for _ in range(4)]
        time.sleep(0.005)
        self.client.redis.script_flush()
        for x in xs:
            self.assertEqual(self.client.result(x, timeout=20).output, "[1, 2, 3, 4, 5, 6]\n")


class GatherTests(Case):
    """asyncio.gather over two tool workers that take one call each at a
    time: the calls overlap only because both workers serve them."""
    prefix = "gather"
    tool_workers = 2

    @classmethod
    def setUpClass(cls):
        cls.client = br.Client(server.url, prefix=cls.prefix)
        cls.workers = Workers(cls.client, tool_workers=2, concurrency=1)

    def test_gather_runs_in_parallel_across_tool_workers(self):
        code = ("import asyncio\nasync def main():\n"
                "    rs = await asyncio.gather(*[fetch('k%d' % i, 0.5) for i in range(4)])\n"
                "    return [r['key'] for r in rs]\nprint(asyncio.run(main()))")
        xid = self.client.submit(code)
        t0 = time.monotonic()
        r = self.client.result(xid, timeout=10)
        took = time.monotonic() - t0
        self.assertEqual(r.output, "['k0', 'k1', 'k2', 'k3']\n")
        # one worker alone: 2 s; both, two at a time: 1 s
        self.assertGreater(took, 0.95)
        self.assertLess(took, 1.8)

    def test_a_long_call_is_not_taken_over_from_a_live_worker(self):
        # visibility 0.5 s, a call of 1.2 s: the worker's heartbeat keeps it
        xid = self.client.submit("print(block(1.2))")
        r = self.client.result(xid, timeout=10)
        self.assertEqual(r.output, "slept\n")
        counts = [int(v) for k, v in self.client.redis.hgetall("count").items()
                  if k.decode().startswith(xid + "/")]
        self.assertEqual(counts, [1])


class TurnTests(Case):
    """A tool worker's reader keeps its turn through a quick call: the
    answer and its next read go in one write.  A call that proves slow
    loses the turn to the deputy, so the other requests are served
    meanwhile."""
    prefix = "turn"

    @classmethod
    def setUpClass(cls):
        cls.client = br.Client(server.url, prefix=cls.prefix)
        cls.workers = Workers(cls.client, concurrency=2)

    def replies_skipped(self):
        return sum(v["calls"] for k, v in self.client.redis.info("commandstats").items()
                   if "client|reply" in k)

    def test_quick_calls_answer_with_the_next_read(self):
        # a program worker driven here (handle() replies to each commit):
        # the tool worker's answers are the only replies skipped
        c = br.Client(server.url, prefix="turn1")
        # no claims refreshed on the way (every visibility/4 an answer goes
        # alone), and no call slow enough to pass the turn on a loaded machine
        tools = Workers(c, programs=0, visibility=30.0)
        tools.parts[0].quick = 5.0
        pw = br.ProgramWorker(c, app.tools, key=KEY, log=quiet)
        try:
            before = self.replies_skipped()
            xid = c.submit("for i in range(6):\n    add(i, 1)\nprint('ok')")
            for _ in range(2000):
                pw.handle(xid)
                if c.status(xid) == "done":
                    break
                time.sleep(0.005)
            self.assertEqual(c.result(xid, timeout=1).output, "ok\n")
            # the first answer on the connection is replied (it loads the script)
            self.assertGreaterEqual(self.replies_skipped() - before, 5)
        finally:
            tools.close()
            c.close()

    def test_a_slow_call_does_not_hold_up_the_others(self):
        w = self.workers.parts[1]
        slow = self.client.submit("print(block(2.0))")
        for _ in range(1000):
            if any(k.decode().startswith(slow + "/") for k in self.client.redis.hkeys("count")):
                break
            time.sleep(0.005)
        t0 = time.monotonic()
        r = self.client.result(self.client.submit("print(add(1, 2))"), timeout=10)
        took = time.monotonic() - t0
        self.assertEqual(r.output, "3\n")
        self.assertLess(took, 1.2)      # not behind the 2 s call that read first
        self.assertEqual(self.client.result(slow, timeout=10).output, "slept\n")
        self.assertIn("block", w._slow)
        counts = [int(v) for k, v in self.client.redis.hgetall("count").items()
                  if k.decode().startswith(slow + "/")]
        self.assertEqual(counts, [1])


class CrashTests(unittest.TestCase):
    """Worker processes killed with SIGKILL; Redis killed and restarted."""

    def setUp(self):
        self.procs = []
        self.threads = None

    def tearDown(self):
        for p in self.procs:
            if p.poll() is None:
                p.kill()
            p.wait()
        if self.threads:
            self.threads.close()

    def pending_owner(self, client, stream, group):
        for _ in range(1000):
            try:
                got = client.redis.xpending_range(stream, group, "-", "+", 10)
            except br.redis.ResponseError:
                got = []          # the group does not exist yet
            if got:
                return got[0]["consumer"].decode()
            time.sleep(0.01)
        self.fail("nobody took the entry")

    def test_program_worker_killed_mid_execution(self):
        c = br.Client(server.url, prefix="killp")
        code = ("print(add(1, 2))\nn = 0\nfor i in range(8_000_000):\n    n += i\nprint(n)")
        tools = br.ToolWorker(c, app.tools, visibility=0.5, poll=0.05, log=quiet)
        t = threading.Thread(target=tools.run, daemon=True)
        t.start()
        try:
            victim = scale.spawn(server.url, "killp", "programs", folder)
            self.procs.append(victim)
            xid = c.submit(code)
            # the worker commits the first pause, the tool answers, the
            # worker takes the resume, which runs a long loop: kill it there
            owner = None
            for _ in range(2000):
                if c.redis.hlen(c.key("a", xid)) == 1:
                    owner = self.pending_owner(c, c.key("programs"), "programs")
                    break
                time.sleep(0.01)
            self.assertIsNotNone(owner, "the tool never answered")
            time.sleep(0.2)       # well inside the loop
            victim.send_signal(signal.SIGKILL)
            victim.wait()
            self.assertEqual(c.status(xid), "paused")    # its work never committed
            self.threads = Workers(c, tool_workers=0)     # another worker takes over
            r = c.result(xid, timeout=20)
            out, err, _ = scale.oracle(code, {})
            self.assertEqual((r.output, r.error), (out, None))
            self.assertNotIn(owner, [p.name for p in self.threads.parts])
            # resumed from its last snapshot with the answer it had: the
            # tool was not called again
            counts = {k.decode(): int(v) for k, v in c.redis.hgetall("count").items()
                      if k.decode().startswith(xid + "/")}
            self.assertEqual(list(counts.values()), [1])
        finally:
            tools.stop()
            t.join(10)
            c.close()

    def test_tool_worker_killed_mid_call_is_delivered_again(self):
        c = br.Client(server.url, prefix="killt")
        self.threads = Workers(c, tool_workers=0)
        victim = scale.spawn(server.url, "killt", "tools", folder)
        self.procs.append(victim)
        xid = c.submit("print(block(0.5))\nprint('done')")
        rid = None
        for _ in range(1000):
            ids = [k.decode() for k in c.redis.hkeys("count") if k.decode().startswith(xid)]
            if ids:
                rid = ids[0]
                break
            time.sleep(0.01)
        self.assertIsNotNone(rid, "the tool was never called")
        victim.send_signal(signal.SIGKILL)
        victim.wait()
        rescue = br.ToolWorker(c, app.tools, visibility=0.5, poll=0.05, log=quiet)
        t = threading.Thread(target=rescue.run, daemon=True)
        t.start()
        try:
            r = c.result(xid, timeout=20)
        finally:
            rescue.stop()
            t.join(10)
        self.assertEqual(r.output, "slept\ndone\n")
        # at least once: the request id shows the second delivery
        self.assertEqual(int(c.redis.hget("count", rid)), 2)
        c.close()

    def test_redis_restart_with_aof_loses_nothing(self):
        c = br.Client(server.url, prefix="aof")
        self.threads = Workers(c)
        waiting = [c.submit("v = approve('%d')\nprint('answer', v)" % i) for i in range(3)]
        finished = c.submit("print(add(2, 3))")
        self.assertEqual(c.result(finished, timeout=10).output, "5\n")
        rids = [self.wait_paused_on(c, x) for x in waiting]
        server.kill()         # SIGKILL: only what AOF holds survives
        server.start()
        self.assertEqual(c.result(finished, timeout=10).output, "5\n")
        for i, (x, rid) in enumerate(zip(waiting, rids)):
            self.assertEqual(c.status(x), "paused")
            c.answer(rid, i * 10)
        for i, x in enumerate(waiting):
            self.assertEqual(c.result(x, timeout=10).output, "answer %d\n" % (i * 10))
        c.close()

    @staticmethod
    def wait_paused_on(c, xid):
        for _ in range(1000):
            rs = c.requests(xid)
            if rs:
                return rs[0]["id"]
            time.sleep(0.01)
        raise AssertionError("never paused")

    def test_1000_mixed_executions_with_kills_and_a_restart(self):
        # issue 20's scale run (what `make demo-scale` shows): 1,000 mixed
        # programs through 3 program and 2 tool worker processes over a
        # loopback TCP port; three program workers and a tool worker
        # SIGKILLed and Redis restarted while executions are in flight
        sub = tempfile.mkdtemp(dir=folder)
        s = scale.run(1000, folder=sub, prefix="mixed", budget=300.0)
        self.assertEqual(s["wrong"], [])
        self.assertEqual((s["completed"], s["lost"], s["missing"]), (1000, 0, 0))
        self.assertEqual(len(s["events"]), 5)
        self.assertEqual(sum(e == "restarted redis" for e in s["events"]), 1)
        self.assertTrue(all(u > 0 for u in s["unfinished"]), s["unfinished"])


if __name__ == "__main__":
    unittest.main()

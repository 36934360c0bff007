"""baton.redis on loopback: throughput and latency with 1, 2 and 4 program
workers, the added cost of a pause and resume through Redis, and the
bytes a paused execution holds.

    python3 tools/bench/redis_bench.py build/baton [-n 300]
    python3 tools/bench/redis_bench.py build/baton --instructions [-n 10]

A private redis-server (AOF with fsync every second, as a production
queue would run; the workers connect over a loopback TCP port, as workers
on other machines do, or with --unix over its unix socket) in a temporary folder; workers are processes
(tests/redis/scale.py spawns them, with the tools of tests/redis/app.py).
Prints one line per measurement.

--instructions counts instead of timing: the two workers run under
valgrind's callgrind, once for n executions of 0 calls and once for n of
20, and the difference of their instruction counts over 20 * n is the
workers' share of one pause and resume round trip.  Unlike CPU or wall
time on a shared machine it varies by a few percent from run to run (the
workers' idle polls still count); Redis's share is the time its commands
took (commandstats), and the Redis commands (those inside scripts too).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TESTS = os.path.join(ROOT, "tests", "redis")

AGENT = ("rows = [add(i, 1) for i in range(2)]\n"
         "print('rows', rows, sum(k * k for k in range(200)))")
CALLS = "for i in range({k}):\n    add(i, 1)\nprint('done')"


def wait_all(client, ids, budget=300.0):
    left = list(ids)
    t0 = time.monotonic()
    while left and time.monotonic() - t0 < budget:
        p = client.redis.pipeline(transaction=False)
        for x in left:
            p.hexists(client.key("x", x), "result")
        left = [x for x, has in zip(left, p.execute()) if not has]
        time.sleep(0.002)
    if left:
        raise RuntimeError("%d executions did not finish" % len(left))


def cpu_of(client, procs) -> float:
    """CPU seconds used so far by the worker processes and Redis: unlike
    wall time on a loaded machine, it does not count waiting for a core."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for p in procs:
        with open("/proc/%d/stat" % p.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / tick
    info = client.redis.info("cpu")
    return total + info["used_cpu_user"] + info["used_cpu_sys"]


def switches_of(procs) -> int:
    """Voluntary context switches so far of the worker processes (every
    thread): each is a wait for Redis or another thread, and unlike CPU
    time the count hardly moves with the machine's load."""
    total = 0
    for p in procs:
        for t in os.listdir("/proc/%d/task" % p.pid):
            try:
                with open("/proc/%d/task/%s/status" % (p.pid, t)) as f:
                    for line in f:
                        if line.startswith("voluntary_ctxt_switches"):
                            total += int(line.split()[1])
            except FileNotFoundError:
                pass      # a thread that ended meanwhile
    return total


def commands(client) -> int:
    return sum(v["calls"] for v in client.redis.info("commandstats").values())


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(int(q * len(xs)), len(xs) - 1)]


def instructions(scale, br, url, folder, n) -> None:
    """The workers' instructions per round trip, under callgrind."""
    def spawn(prefix, role, out):
        return subprocess.Popen(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, sys.executable,
             "-m", "baton.redis", "worker", "--url", url, "--prefix", prefix,
             "--tools", "app:tools", "--key-file", scale.key_file(folder), "--role", role,
             "--visibility", "600"], env=scale.env(url, False), cwd=folder,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def total(path):
        with open(path) as f:
            for line in f:
                if line.startswith(("totals:", "summary:")):
                    return int(line.split()[1])
        raise RuntimeError("no totals in " + path)

    def usec(c):
        return sum(v["usec"] for v in c.redis.info("commandstats").values())

    got = {}
    for k in (0, 20):
        prefix = "i%d" % k
        c = br.Client(url, prefix=prefix)
        outs = [os.path.join(folder, "%s-%s.out" % (prefix, r)) for r in ("programs", "tools")]
        ws = [spawn(prefix, "programs", outs[0]), spawn(prefix, "tools", outs[1])]
        try:
            # a deadline from submission: far, for workers starting under valgrind
            c.result(c.submit("1", timeout=3600), timeout=600)
            u0, m0 = usec(c), commands(c)
            for _ in range(n):
                c.result(c.submit(CALLS.format(k=k), timeout=3600), timeout=600)
            u1, m1 = usec(c), commands(c)
        finally:
            for p in ws:
                p.terminate()
            for p in ws:
                p.wait()
        got[k] = [total(o) for o in outs] + [u1 - u0, m1 - m0]
        c.close()
    per = [(b - a) / (20 * n) for a, b in zip(got[0], got[20])]
    print("one pause + resume round trip: program worker %.0fk instructions, tool worker "
          "%.0fk, Redis %.0f us in its commands, %.1f Redis commands (inside scripts too)"
          % (per[0] / 1e3, per[1] / 1e3, per[2], per[3]))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("baton", nargs="?", default="build/baton")
    ap.add_argument("-n", type=int, default=None,
                    help="executions per run (300; 10 with --instructions)")
    ap.add_argument("--unix", action="store_true",
                    help="connect over the unix socket instead of loopback TCP")
    ap.add_argument("--instructions", action="store_true",
                    help="count the workers' instructions per round trip (valgrind)")
    a = ap.parse_args()
    if a.n is None:
        a.n = 10 if a.instructions else 300
    build_py = os.path.join(ROOT, os.path.dirname(a.baton), "python")
    os.environ["BATON_TEST_PATH"] = build_py
    sys.path[:0] = [build_py, TESTS]
    import scale
    why = scale.need()
    if why:
        print("redis bench: skipped, missing %s" % why)
        return 0
    import baton
    import baton.redis as br
    import app

    folder = tempfile.mkdtemp(prefix="baton-redis-bench-")
    server = scale.RedisServer(folder, fsync="everysec", tcp=not a.unix)
    os.environ.pop("BATON_COUNT_URL", None)     # no counting in the tools
    procs = []
    if a.instructions:
        try:
            instructions(scale, br, server.url, folder, a.n)
        finally:
            server.stop()
            shutil.rmtree(folder, ignore_errors=True)
        return 0
    try:
        print("baton.redis on loopback (%s, AOF fsync everysec); "
              % ("unix socket" if a.unix else "TCP port %d" % server.port) +
              "%d cores" % os.cpu_count())
        # ---- throughput and latency by program workers ----
        for nprog in (1, 2, 4):
            prefix = "b%d" % nprog
            c = br.Client(server.url, prefix=prefix)
            ws = [scale.spawn(server.url, prefix, "programs", folder, count=False)
                  for _ in range(nprog)]
            ws += [scale.spawn(server.url, prefix, "tools", folder, count=False)
                   for _ in range(2)]
            procs += ws
            c.result(c.submit(AGENT), timeout=60)            # all started
            t0 = time.perf_counter()
            ids = [c.submit(AGENT) for _ in range(a.n)]
            wait_all(c, ids)
            took = time.perf_counter() - t0
            lat = []
            for _ in range(100):
                s = time.perf_counter()
                c.result(c.submit(AGENT), timeout=30)
                lat.append(time.perf_counter() - s)
            print("%d program worker(s) + 2 tool workers: %.0f executions/s (%d at once, 2 "
                  "pauses each); one at a time: p50 %.2f ms, p99 %.2f ms submit to result"
                  % (nprog, a.n / took, a.n, pct(lat, 0.5) * 1e3, pct(lat, 0.99) * 1e3))
            for p in ws:
                p.terminate()
                p.wait()
            c.close()
        # ---- one pause and resume: through Redis, and in one process ----
        prefix = "rt"
        c = br.Client(server.url, prefix=prefix)
        ws = [scale.spawn(server.url, prefix, "programs", folder, count=False),
              scale.spawn(server.url, prefix, "tools", folder, count=False)]
        procs += ws
        c.result(c.submit("1"), timeout=60)
        per = {}
        cpu = {}
        cmds = {}
        sw = {}
        for k in (0, 20):
            xs = []
            cpu0, cmd0, sw0 = cpu_of(c, ws), commands(c), switches_of(ws)
            for _ in range(30):
                s = time.perf_counter()
                c.result(c.submit(CALLS.format(k=k)), timeout=30)
                xs.append(time.perf_counter() - s)
            cpu[k], cmds[k] = cpu_of(c, ws) - cpu0, commands(c) - cmd0
            sw[k] = switches_of(ws) - sw0
            per[k] = statistics.median(xs)
        through = (per[20] - per[0]) / 20
        print("one pause + resume through Redis costs %.0f us of CPU (workers and Redis "
              "together), %.1f Redis commands (those inside the scripts included) and %.1f "
              "voluntary context switches of the workers"
              % ((cpu[20] - cpu[0]) / 600 * 1e6, (cmds[20] - cmds[0]) / 600,
                 (sw[20] - sw[0]) / 600))
        sb = baton.Sandbox()
        sb.add_tool("add", None, signature="a: int, b: int")
        code = CALLS.format(k=20)
        xs = []
        for _ in range(30):
            s = time.perf_counter()
            ex = sb.start(code)
            while not ex.done:
                ex.resume({r.id: r.kwargs["a"] + 1 for r in ex.requests})
            xs.append(time.perf_counter() - s)
        local = statistics.median(xs) / 20
        print("pause + resume through Redis (worker -> tool stream -> tool worker -> "
              "answer -> any worker): %.0f us per round trip; in one process (step "
              "protocol): %.1f us; added %.0f us (goal 300 us)"
              % (through * 1e6, local * 1e6, (through - local) * 1e6))
        # the program worker's share: restore, resume, snapshot, commit
        w = br.ProgramWorker(c, app.tools, key=scale.KEY)
        for p in ws:
            p.terminate()
            p.wait()
        xs = []
        for i in range(50):
            xid = c.submit(CALLS.format(k=2))
            w.handle(xid)
            rid = c.requests(xid)[0]["id"]
            c.answer(rid, 1)
            s = time.perf_counter()
            w.handle(xid)
            xs.append(time.perf_counter() - s)
        print("of which one program worker resume (read, restore, resume, snapshot, "
              "commit): p50 %.0f us" % (statistics.median(xs) * 1e6))
        # ---- bytes per paused execution ----
        xid = c.submit(AGENT)
        w.handle(xid)
        size = sum(c.redis.memory_usage(k, samples=0) or 0 for k in
                   (c.key("x", xid), c.key("o", xid)))
        snap = len(c.redis.hget(c.key("x", xid), "snap"))
        print("a paused execution (the agent program, one request out): snapshot %d bytes, "
              "%d bytes in Redis (MEMORY USAGE of its keys)" % (snap, size))
        c.close()
    finally:
        for p in procs:
            if p.poll() is None:
                p.terminate()
                p.wait()
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

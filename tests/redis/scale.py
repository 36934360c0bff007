"""Many executions of mixed agent programs through separate worker
processes while workers are killed and Redis restarts; every output is
checked against CPython's.  Shared by tests/redis (1,000 executions, as
issue 20 asks) and `make demo-scale` (the same, progress shown):

    python3 tests/redis/scale.py build/baton [-n 1000] [--quiet]

Ends with "N/N executions completed, 0 lost" (exit 0) or says what was
lost or wrong (exit 1).  Also the helpers the tests use: a private
redis-server in a temporary folder (a unix socket, no TCP port, AOF on),
worker processes, the programs and their CPython oracle.
"""

import asyncio
import contextlib
import io
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
KEY = b"baton-redis-test-key"


def need() -> str:
    """Why the Redis tests cannot run here, or "" when they can."""
    missing = []
    if shutil.which("redis-server") is None:
        missing.append("redis-server (apt-get install redis-server)")
    try:
        import baton.redis  # noqa: F401  (finds Debian's client too)
    except ImportError:
        missing.append("the redis client (apt-get install python3-redis)")
    return ", ".join(missing)


def free_port() -> int:
    """A loopback TCP port nobody listens on now (the kernel's pick)."""
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisServer:
    """A redis-server of our own: a unix socket in folder, AOF with fsync
    at every write (a restart loses nothing committed); with tcp=True it
    also listens on a free loopback port, and url names that port (as a
    worker on another machine would connect)."""

    def __init__(self, folder: str, fsync: str = "always", tcp: bool = False) -> None:
        self.folder = folder
        self.fsync = fsync
        self.sock = os.path.join(folder, "redis.sock")
        self.port = free_port() if tcp else 0
        self.url = "redis://127.0.0.1:%d/0" % self.port if tcp else "unix://" + self.sock
        self.proc = None
        self.start()

    def start(self) -> None:
        log = open(os.path.join(self.folder, "redis.log"), "ab")
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
             "--unixsocket", self.sock, "--unixsocketperm", "700",
             "--dir", self.folder, "--appendonly", "yes", "--appendfsync", self.fsync,
             "--save", "", "--daemonize", "no"], stdout=log, stderr=log)
        log.close()
        import baton.redis
        r = baton.redis.redis.Redis(unix_socket_path=self.sock)
        for _ in range(500):
            try:
                if r.ping():
                    break
            except baton.redis.redis.ConnectionError:
                time.sleep(0.01)
        else:
            raise RuntimeError("redis-server did not start: see %s/redis.log" % self.folder)
        r.close()

    def kill(self) -> None:
        """SIGKILL: no chance to save anything but what AOF has."""
        self.proc.kill()
        self.proc.wait()

    def restart(self) -> None:
        self.kill()
        self.start()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait()


def env(url: str, count: bool = True) -> dict:
    e = dict(os.environ)
    build_py = os.environ.get("BATON_TEST_PATH", os.path.join(ROOT, "build", "python"))
    e["PYTHONPATH"] = os.pathsep.join([build_py, HERE])
    e.pop("BATON_COUNT_URL", None)
    if count:
        e["BATON_COUNT_URL"] = url
    return e


def key_file(folder: str) -> str:
    path = os.path.join(folder, "snapshot.key")
    with open(path, "wb") as f:
        f.write(KEY)
    return path


def spawn(url: str, prefix: str, role: str, folder: str, *, tools: str = "app:tools",
          visibility: float = 1.0, concurrency: int = 8,
          count: bool = True) -> subprocess.Popen:
    """A worker process (role: programs, tools or both); count: its tools
    count their invocations (app.py)."""
    log = open(os.path.join(folder, "workers.log"), "ab")
    p = subprocess.Popen(
        [sys.executable, "-m", "baton.redis", "worker", "--url", url, "--prefix", prefix,
         "--tools", tools, "--key-file", key_file(folder), "--role", role,
         "--visibility", str(visibility), "--concurrency", str(concurrency)],
        env=env(url, count), stdout=log, stderr=log, cwd=folder)
    log.close()
    return p


# ---- mixed agent programs and their oracle ----

TEMPLATES = [
    # plain computation
    "total = sum(k * k for k in range({n}))\nprint('sum of squares', total)\ntotal % 97",
    # sync tools, one after another
    "acc = []\nfor k in range(3):\n    acc.append(add(k, {n}))\nprint(acc)\nlen(acc)",
    # a tool's error, caught
    "out = []\nfor k in ({n}, {n} + 1):\n    try:\n        out.append(check(k))\n"
    "    except ValueError as e:\n        out.append(str(e))\nprint(out)",
    # async tools in parallel, and a sleep
    "import asyncio\nasync def main():\n    await asyncio.sleep(0.005)\n"
    "    rs = await asyncio.gather(*[fetch('k' * (i + {n} % 3)) for i in range(4)])\n"
    "    return [r['len'] for r in rs]\nprint('lens', asyncio.run(main()))",
    # an uncaught error after some output
    "print('before', add({n}, 1))\nd = {{'a': 1}}\nd['missing{n}']",
    # a dict of inputs through a tool, with a generator
    "def gen(xs):\n    for x in xs:\n        yield add(x, 1)\nprint(sorted(gen(items)))",
]


def programs(count: int):
    """(code, inputs) of count mixed programs."""
    out = []
    for i in range(count):
        t = TEMPLATES[i % len(TEMPLATES)]
        n = (i // len(TEMPLATES)) % 20 + 3
        out.append((t.format(n=n), {"items": [n, n + 2, n - 1]} if "items" in t else {}))
    return out


def oracle(code: str, inputs: dict):
    """What CPython prints for the program with the plain tools, the type
    of its uncaught error (or None), and how many tool calls it makes."""
    import app
    calls = [0]

    def counted(fn):
        if asyncio.iscoroutinefunction(fn):
            async def wrapper(*a, **k):
                calls[0] += 1
                return await fn(*a, **k)
        else:
            def wrapper(*a, **k):
                calls[0] += 1
                return fn(*a, **k)
        return wrapper

    g = {name: counted(fn) for name, fn in app.PLAIN.items()}
    g.update(inputs)
    buf = io.StringIO()
    err = None
    with contextlib.redirect_stdout(buf):
        try:
            exec(compile(code, "<sandbox>", "exec"), g)
        except Exception as e:
            err = type(e).__name__
    return buf.getvalue(), err, calls[0]


# ---- the run ----

def run(n: int, *, progress=None, folder=None, prefix="scale", programs_n=3, tools_n=2,
        kills=True, budget=120.0, tcp=True) -> dict:
    """Submit n programs to programs_n program workers and tools_n tool
    workers (processes), the workers connected over a free loopback TCP
    port (tcp=False: the unix socket); with kills, SIGKILL a program worker
    at 20%, 45% and 80% of the results, a tool worker at 30%, and restart
    Redis at 60% (each killed worker is replaced).  Programs are submitted
    from a thread while the results are watched, so every kill lands while
    executions are still running.  Returns a summary: completed, lost,
    wrong (a list of messages), events (what was done when), unfinished
    (executions not finished at each event), duplicates, missing (request
    counts)."""
    import baton
    import baton.redis as br
    own = folder is None
    folder = folder or tempfile.mkdtemp(prefix="baton-redis-")
    server = RedisServer(folder, tcp=tcp)
    workers = {"programs": [], "tools": []}
    try:
        for _ in range(programs_n):
            workers["programs"].append(spawn(server.url, prefix, "programs", folder))
        for _ in range(tools_n):
            workers["tools"].append(spawn(server.url, prefix, "tools", folder))
        client = br.Client(server.url, prefix=prefix)
        progs = programs(n)
        expect = {}
        cache = {}
        ids = []
        for i, (code, inputs) in enumerate(progs):
            xid = "%s-%05d" % (prefix, i)
            ids.append(xid)
            k = (code, repr(inputs))
            if k not in cache:
                cache[k] = oracle(code, inputs)
            expect[xid] = cache[k]
        submitted = []       # ids in Redis so far (the submitter's count)
        sub_error = []

        def submit_all():
            # its own connections; a Redis restart is waited out, and an id
            # that went in before the connection dropped is in ("exists")
            sub = br.Client(server.url, prefix=prefix)
            try:
                for xid, (code, inputs) in zip(ids, progs):
                    for _ in range(400):
                        try:
                            # the deadline counts from submission: queueing
                            # for the whole batch included
                            sub.submit(code, inputs, xid, timeout=budget)
                            break
                        except ValueError:
                            break
                        except br.redis.ConnectionError:
                            time.sleep(0.05)
                    else:
                        sub_error.append("could not submit %s" % xid)
                        return
                    submitted.append(xid)
            except Exception as e:      # reported by the run, not lost in a thread
                sub_error.append("submitting: %r" % e)
            finally:
                sub.close()

        submitter = threading.Thread(target=submit_all, daemon=True)
        plan = [(0.2, "programs"), (0.3, "tools"), (0.45, "programs"), (0.6, "redis"),
                (0.8, "programs")] if kills else []
        done = set()
        t0 = time.monotonic()
        submitter.start()
        last = 0
        events = []
        unfinished = []
        while len(done) < n and time.monotonic() - t0 < budget and not sub_error:
            try:
                left = [x for x in submitted[:] if x not in done]
                p = client.redis.pipeline(transaction=False)
                for xid in left:
                    p.hexists(client.key("x", xid), "result")
                for xid, has in zip(left, p.execute()):
                    if has:
                        done.add(xid)
            except br.redis.ConnectionError:
                time.sleep(0.05)
                continue
            while plan and len(done) >= plan[0][0] * n:
                _, what = plan.pop(0)
                if what == "redis":
                    server.restart()
                    events.append("restarted redis")
                else:
                    victim = workers[what].pop(0)
                    victim.send_signal(signal.SIGKILL)
                    victim.wait()
                    workers[what].append(spawn(server.url, prefix, what, folder))
                    events.append("killed a %s worker (SIGKILL)" % what[:-1])
                unfinished.append(n - len(done))
                if progress:
                    progress("  %d/%d done: %s" % (len(done), n, events[-1]))
            if progress and len(done) - last >= max(n // 10, 1):
                last = len(done)
                progress("  %d/%d done, %.1f s" % (len(done), n, time.monotonic() - t0))
            time.sleep(0.02)
        elapsed = time.monotonic() - t0
        submitter.join(5)
        wrong = list(sub_error)
        completed = 0
        calls = {}
        for xid in ids:
            if xid not in done:
                continue
            out, err, ncalls = expect[xid]
            try:
                r = client.result(xid, timeout=1)
            except (baton.Error, KeyError, TimeoutError) as e:
                wrong.append("%s: %r" % (xid, e))
                continue
            got_err = r.error.type if r.error else None
            if r.output != out or got_err != err:
                wrong.append("%s: printed %r (error %s), CPython %r (error %s)"
                             % (xid, r.output, r.error and r.error.traceback, out, err))
                continue
            completed += 1
            calls[xid] = ncalls
        counts = {k.decode(): int(v) for k, v in client.redis.hgetall("count").items()}
        per = {}
        for rid, c in counts.items():
            per.setdefault(rid.rsplit("/", 1)[0], []).append(c)
        missing = sum(max(calls[x] - len(per.get(x, [])), 0) for x in calls)
        dups = sum(c - 1 for c in counts.values())
        return {"n": n, "completed": completed, "lost": n - len(done), "wrong": wrong,
                "events": events, "unfinished": unfinished, "elapsed": elapsed, "requests": len(counts),
                "duplicates": dups, "missing": missing}
    finally:
        for p in workers["programs"] + workers["tools"]:
            p.terminate()
        for p in workers["programs"] + workers["tools"]:
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        server.stop()
        if own:
            shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("baton", nargs="?", default="build/baton")
    ap.add_argument("-n", type=int, default=1000)
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    build_py = os.path.join(ROOT, os.path.dirname(a.baton), "python")
    os.environ["BATON_TEST_PATH"] = build_py
    sys.path[:0] = [build_py, HERE]
    why = need()
    if why:
        print("cannot run: missing %s" % why)
        return 1
    say = None if a.quiet else (lambda s: print(s, flush=True))
    if say:
        say("%d executions, 3 program workers and 2 tool workers (processes), one Redis "
            "with AOF" % a.n)
    s = run(a.n, progress=say)
    for w in s["wrong"][:10]:
        print("WRONG " + w)
    print("tool requests: %d, delivered twice: %d, never delivered: %d; %.1f s"
          % (s["requests"], s["duplicates"], s["missing"], s["elapsed"]))
    print("%d/%d executions completed, %d lost" % (s["completed"], s["n"], s["lost"]))
    return 0 if s["completed"] == s["n"] and not s["missing"] else 1


if __name__ == "__main__":
    sys.exit(main())

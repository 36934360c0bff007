#!/usr/bin/env python3
"""The `baton` command: options, exit statuses and messages.

usage: python3 tests/cli.py BATON     (prints "N passed, M failed")
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(baton, args, stdin=None, timeout=60):
    """Status, stdout and stderr of a run (status None if it took longer
    than timeout seconds)."""
    try:
        p = subprocess.run([baton] + args, input=stdin, capture_output=True, text=True,
                           cwd=ROOT, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", f"(still running after {timeout} s)"
    return p.returncode, p.stdout, p.stderr


def timed(baton, args, timeout=60):
    """run() and the wall time it took, in seconds."""
    t0 = time.monotonic()
    rc, out, err = run(baton, args, timeout=timeout)
    return rc, out, err, time.monotonic() - t0


def alive(pid):
    """Whether process pid still runs (a zombie does not count)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def survivors(pids, within=2.0):
    """The pids still alive after up to `within` seconds (a process killed
    a moment ago may take a few ms to die)."""
    end = time.monotonic() + within
    while True:
        left = [p for p in pids if alive(p)]
        if not left or time.monotonic() > end:
            return left
        time.sleep(0.02)


def started(baton, args, **kw):
    """A running baton with SIGINT at its default action (a test runner
    started in the background may hand its children SIGINT ignored)."""
    return subprocess.Popen([baton] + args, cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL), **kw)


def wait_for_pids(path, timeout=10.0):
    """The pids a tool command wrote to path, once it has."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            with open(path) as f:
                text = f.read()
            if text.endswith("\n"):
                return [int(p) for p in text.split()]
        except OSError:
            pass
        time.sleep(0.02)
    return []


def check_output_errors(baton, check):
    """Output is never lost silently: closed pipes, full disks, states."""
    # a closed pipe: baton dies of SIGPIPE at once, quietly (as `yes | head` does)
    p = started(baton, ["run", "-c", "while True: print(1)"])
    lines = [p.stdout.readline(), p.stdout.readline()]
    p.stdout.close()
    try:
        p.wait(timeout=10)
        err = p.stderr.read()
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        err = "(still running after 10 s)"
    p.stderr.close()
    check(f"| head -2: baton ends quietly, killed by SIGPIPE (status {p.returncode}, {err!r})",
          lines == ["1\n", "1\n"] and p.returncode == -signal.SIGPIPE and err == "")
    # a full disk: status 2 and a message, for a little output and for a lot
    for prog in ["print(1)", "while True: print('x' * 100)"]:
        with open("/dev/full", "w") as full:
            try:
                q = subprocess.run([baton, "run", "-c", prog], stdout=full, stderr=subprocess.PIPE,
                                   text=True, cwd=ROOT, timeout=20)
                rc, err = q.returncode, q.stderr
            except subprocess.TimeoutExpired:
                rc, err = None, "(still running after 20 s)"
        check(f"> /dev/full: status 2 and a message ({prog!r}: {rc}, {err!r})",
              rc == 2 and err == "baton: cannot write the output: No space left on device\n")
    with open("/dev/full", "w") as full:
        q = subprocess.run([baton, "run", "-c", "1/0"], stdout=subprocess.PIPE, stderr=full,
                           cwd=ROOT, timeout=20)
    check("2> /dev/full: a traceback that cannot be written is status 2", q.returncode == 2)
    for args in (["--help"], ["describe", "--tools", "host/examples/tools.json"],
                 ["dis", "-c", "x = 1"]):
        with open("/dev/full", "w") as full:
            q = subprocess.run([baton] + args, stdout=full, stderr=subprocess.PIPE, text=True,
                               cwd=ROOT, timeout=20)
        check(f"baton {args[0]} > /dev/full: status 2", q.returncode == 2 and "No space" in q.stderr)

    # start / resume: the state path is checked before the program runs,
    # and nothing prints unless the state is saved
    d = tempfile.mkdtemp()
    prog = "print('side effect')\nprint(search('q'))"
    rc, out, err = run(baton, ["start", "--tool", "search", "--state", "/no/such/dir/s.snap",
                               "-c", prog])
    check(f"start --state in a missing folder: status 2, nothing printed ({rc}, {out!r}, {err!r})",
          rc == 2 and out == "" and "cannot write the state '/no/such/dir/s.snap'" in err)
    state = os.path.join(d, "S.snap")
    rc, out, err = run(baton, ["start", "--tool", "search", "--state", state, "-c", prog])
    check("start: output, then the request, state saved",
          rc == 4 and out == 'side effect\n{"id": 1, "tool": "search", "args": ["q"], "kwargs": {}}\n'
          and os.path.exists(state) and os.listdir(d) == ["S.snap"])
    with open(state, "rb") as f:
        saved = f.read()
    rc, out, err = run(baton, ["resume", state, "--result", "1=7", "--state", "/no/such/dir/s.snap"])
    check(f"resume --state in a missing folder: status 2, nothing printed ({rc}, {out!r}, {err!r})",
          rc == 2 and out == "" and "cannot write the state" in err)
    with open(state, "rb") as f:
        same = f.read() == saved
    check("a failed resume leaves the state as it was", same and os.listdir(d) == ["S.snap"])
    rc, out, err = run(baton, ["resume", state, "--result", "1=7"])
    check("resume after a failed one runs on", rc == 0 and out == "7\n")


def check_signals_and_tool_output(baton, check):
    """SIGINT / SIGTERM stop every tool command; tool output is capped."""
    d = tempfile.mkdtemp()
    cases = [(signal.SIGINT, "--tool", "print('hi', flush=True); t()"),
             (signal.SIGTERM, "--tool", "print('hi'); t()"),
             # the program computes while an async call's command runs
             (signal.SIGTERM, "--async-tool", "x = t()\nprint('hi')\nwhile True: pass"),
             (signal.SIGINT, "--async-tool", "x = t()\nprint('hi')\nwhile True: pass")]
    for k, (sig, how, prog) in enumerate(cases):
        pids = os.path.join(d, f"pids{k}")
        p = started(baton, ["run", how, f"t=sleep 30 & echo $$ $! > {pids}; wait", "-c", prog])
        group = wait_for_pids(pids)
        t0 = time.monotonic()
        p.send_signal(sig)
        try:
            out, err = p.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
            out, err = p.communicate()
        dt = time.monotonic() - t0
        left = survivors(group)
        check(f"{sig.name} to baton run ({how}): status -{sig.name}, output kept, no process "
              f"of the tool's group left ({p.returncode}, {out!r}, {left}, {dt:.2f} s)",
              len(group) == 2 and p.returncode == -sig and out == "hi\n" and left == [] and dt < 3)

    rc, out, err, dt = timed(baton, ["run", "--tool", "t=yes", "-c", "t()"], timeout=20)
    check(f"a tool printing without end: RuntimeError naming the tool ({dt:.2f} s)",
          rc == 1 and err.endswith("RuntimeError: tool 't' failed: output larger than 16777216 bytes\n"))
    rc, out, err = run(baton, ["run", "--max-tool-output", "1K", "--tool",
                               "t=python3 -c 'import sys; print(sys.stdin.read() and \"[\" + \"0,\" * 600 + \"0]\")'",
                               "-c", "try:\n    t()\nexcept RuntimeError as e:\n    print(e)"])
    check("--max-tool-output 1K: a larger result raises a catchable RuntimeError",
          rc == 0 and out == "tool 't' failed: output larger than 1024 bytes\n")
    rc, out, err = run(baton, ["run", "--max-tool-output", "2K", "--tool",
                               "t=python3 -c 'print([0] * 600)'", "-c", "print(len(t()))"])
    check("--max-tool-output 2K: a result within it arrives", rc == 0 and out == "600\n")
    rc, out, err = run(baton, ["run", "--max-tool-output", "1K", "--tool", "t=yes >&2", "-c", "t()"])
    check("a tool's stderr is capped too",
          rc == 1 and err.endswith("RuntimeError: tool 't' failed: stderr larger than 1024 bytes\n"))
    rc, out, err = run(baton, ["run", "--max-tool-output", "0", "--tool",
                               "t=python3 -c 'print([0] * 100000)'", "-c", "print(len(t()))"])
    check("--max-tool-output 0: no limit", rc == 0 and out == "100000\n")


def package_defaults():
    """DEFAULT_LIMITS of the Python package, read from its source."""
    import ast
    path = os.path.join(ROOT, "host", "python", "baton", "_sandbox.py")
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "DEFAULT_LIMITS":
            expr = ast.Expression(node.value)     # literals and `64 << 20`
            return eval(compile(expr, path, "eval"), {"__builtins__": {}})
    raise AssertionError("no DEFAULT_LIMITS in " + path)


def check_default_limits(baton, check):
    """`baton run` with no limit flags has the package's default limits of
    steps, memory, output and calls (its timeout is 60 s, as tool commands
    are processes; its depth CPython's recursion limit, 1000)."""
    d = package_defaults()
    rc, out, err = run(baton, ["run", "--help"])
    mib = 1 << 20
    check("--help prints the package's default limits",
          rc == 0 and "default %d " % d["max_steps"] in out and
          "default %dM" % (d["max_memory"] // mib) in out and
          "default %dM" % (d["max_output"] // mib) in out and
          "default %d, 0 = no limit" % d["max_calls"] in out and
          "default 60 (tool commands are processes)" in out and
          "default 1000" in out and "Default 300" in out)
    rc, out, err = run(baton, ["run", "-c", "while True: pass"])
    check("the default step limit is the package's",
          rc == 3 and err == "baton: step limit exceeded (%d steps); raise it with --max-steps N "
          "(0: none)\n" % d["max_steps"])
    rc, out, err = run(baton, ["run", "-c", "x = []\nwhile True: x.append('a' * 100000 + str(len(x)))"])
    check("the default memory limit is the package's",
          rc == 3 and err == "baton: memory limit exceeded (%d bytes); raise it with --max-memory N"
          "\n" % d["max_memory"])
    rc, out, err = run(baton, ["run", "--tool", "t=echo 1", "-c", "while True: t()"])
    check("the default tool call limit is the package's",
          rc == 3 and err.startswith("baton: tool call limit exceeded (%d calls)" % d["max_calls"]))


def check_flags_and_help(baton, check):
    """Numeric flags are checked whole; every command has its own --help."""
    numeric = {"--max-steps": "500", "--max-memory": "64M", "--max-depth": "50",
               "--max-output": "1K", "--max-calls": "3", "--timeout": "2",
               "--jobs": "4", "--max-tool-output": "1M", "--tool-timeout": "2.5"}
    for flag, good in numeric.items():
        rc, out, err = run(baton, ["run", flag, good, "-c", "print('ok')"])
        check(f"{flag} {good} is accepted", rc == 0 and out == "ok\n")
        for bad in ["-5", "1.5" if "timeout" not in flag else "1.5s", "x", "", " 5", "+5",
                    "99999999999999999999999"]:
            rc, out, err = run(baton, ["run", flag, bad, "-c", "print('ran')"])
            lines = err.splitlines()
            check(f"{flag} {bad!r}: one line naming the flag, a hint, status 2 ({err!r})",
                  rc == 2 and out == "" and len(lines) == 2 and flag in lines[0] and
                  lines[1] == "try 'baton run --help'")
    for flag, bad in [("--max-depth", "0"), ("--max-memory", "0"), ("--jobs", "0"),
                      ("--jobs", "1025"), ("--max-depth", "4294967296"), ("--timeout", "1000000001")]:
        rc, out, err = run(baton, ["run", flag, bad, "-c", "print('ran')"])
        check(f"{flag} {bad}: out of range", rc == 2 and out == "" and "must be from" in err)
    rc, out, err, dt = timed(baton, ["run", "--timeout", "0.3", "--max-steps", "0", "-c",
                                     "while True: pass"])
    check(f"--timeout 0.3: a fraction of a second ({dt:.2f} s)", rc == 3 and dt < 2 and
          err == "baton: time limit exceeded (300 ms); raise it with --timeout SECONDS (0: none)\n")
    rc, out, err = run(baton, ["run", "--max-steps", "0", "--max-output", "0", "--max-calls", "0",
                               "--timeout", "0", "-c", "print(sum(range(100000)))"])
    check("0 means no limit for steps, output, calls and time", rc == 0 and out == "4999950000\n")

    rc, out, err = run(baton, ["run", "--help"])
    check("run --help: 0 documented for every limit", rc == 0 and
          "0 means no limit" in out and "0 = no limit" in out)
    for cmd in ["run", "start", "resume", "describe", "dis"]:
        for h in ["--help", "-h"]:
            rc, out, err = run(baton, [cmd, h])
            check(f"baton {cmd} {h}: its own help on stdout, status 0",
                  rc == 0 and err == "" and out.startswith(f"usage: baton {cmd} ") and
                  "unknown" not in out)
        rc, out, err = run(baton, [cmd, "--frob"])
        check(f"baton {cmd} --frob: one line and a hint on stderr, status 2",
              rc == 2 and out == "" and err == f"baton: unknown option --frob\ntry 'baton {cmd} --help'\n")
    rc, out, err = run(baton, ["help", "start"])
    check("baton help start", rc == 0 and out.startswith("usage: baton start "))
    empty = tempfile.mkdtemp()
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "async", "run.py"), empty],
                       capture_output=True, text=True, timeout=60)
    check("tests/async/run.py on a build without its host says what to build",
          p.returncode != 0 and "passed" not in p.stdout and
          f"make B={empty} {empty}/async_host" in p.stderr)
    rc, out, err = run(baton, ["frob"])
    check("unknown command: one line and a hint",
          rc == 2 and err == "baton: unknown command 'frob'\ntry 'baton --help'\n")


def async_main(body):
    """A program running the async function main with this body."""
    return ("import asyncio\nasync def main():\n" +
            "".join("    " + line + "\n" for line in body.splitlines()) +
            "asyncio.run(main())\n")


def check_async(baton, check):
    """--async-tool, "async": true, asyncio.sleep timers, cancellation."""
    d = tempfile.mkdtemp()
    rc, out, err = run(baton, ["--help"])
    check("--help describes --async-tool", "--async-tool NAME=COMMAND" in out and '"async"' in out)

    gather = async_main("rs = await asyncio.gather(*[slow(i) for i in range(10)])\n"
                        "print([r['args'][0] for r in rs])")
    rc, out, err, dt = timed(baton, ["run", "--async-tool", "slow=sleep 0.5; cat", "-c", gather])
    check(f"--async-tool: 10 gathered 0.5 s calls run concurrently ({dt:.2f} s)",
          rc == 0 and out == f"{list(range(10))}\n" and dt < 2.5)
    rc, out, err, dt = timed(baton, ["run", "--jobs", "2", "--async-tool", "slow=sleep 0.2; cat",
                                     "-c", gather])
    check(f"--jobs 2 runs 10 calls of 0.2 s two at a time ({dt:.2f} s)",
          rc == 0 and out == f"{list(range(10))}\n" and dt >= 1.0)

    rc, out, err = run(baton, ["run", "--async-tool", "bad=echo broken >&2; exit 3", "-c",
                               async_main("try:\n    await bad(1)\nexcept RuntimeError as e:\n"
                                          "    print('caught', e)")])
    check("--async-tool: a failing command raises at the await",
          rc == 0 and out == "caught tool 'bad' failed: exit status 3: broken\n")
    rc, out, err = run(baton, ["run", "--async-tool", "t=printf '{\"error\": {\"type\": "
                               "\"KeyError\", \"message\": \"k\"}}'", "-c",
                               async_main("rs = await asyncio.gather(t(), t(), return_exceptions=True)\n"
                                          "print([type(r).__name__ for r in rs])")])
    check("--async-tool: an error result raises its type", rc == 0 and out == "['KeyError', 'KeyError']\n")
    rc, out, err = run(baton, ["run", "--async-tool", "noequals", "-c", "1"])
    check("bad --async-tool: status 2", rc == 2 and "NAME=COMMAND" in err)

    tools = os.path.join(d, "tools.json")
    with open(tools, "w") as f:
        json.dump([{"name": "a", "command": "cat", "async": True},
                   {"name": "s", "command": "cat", "async": False},
                   {"name": "p", "command": "cat"}], f)
    rc, out, err = run(baton, ["run", "--tools", tools, "-c",
                               async_main("x = a(1)\nprint(s(2)['args'], p(3)['args'])\n"
                                          "print((await x)['args'])")])
    check('--tools: "async": true declares an async tool, false or none a plain one',
          rc == 0 and out == "[2] [3]\n[1]\n")
    with open(tools, "w") as f:
        f.write('[{"name": "a", "command": "cat", "async": "yes"}]')
    rc, out, err = run(baton, ["run", "--tools", tools, "-c", "1"])
    check('--tools: "async" must be true or false', rc == 2 and '"async"' in err)

    rc, out, err, dt = timed(baton, ["run", "-c", async_main(
        "async def say(t, w):\n    await asyncio.sleep(t)\n    print(w)\n"
        "await asyncio.gather(say(0.3, 'c'), say(0.1, 'a'), say(0.2, 'b'))")])
    check(f"asyncio.sleep: timers fire in deadline order ({dt:.2f} s)",
          rc == 0 and out == "a\nb\nc\n" and 0.3 <= dt < 2.0)
    rc, out, err, dt = timed(baton, ["run", "-c", "import asyncio\nawait asyncio.sleep(0.2)\n"
                                     "print('slept')"])
    check(f"asyncio.sleep(0.2) takes at least 0.2 s ({dt:.2f} s)", rc == 0 and out == "slept\n" and dt >= 0.2)
    rc, out, err = run(baton, ["run", "-c", "import asyncio\n"
                               "for d in (float('nan'), 10**30, 1e308):\n"
                               "    try:\n"
                               "        await asyncio.wait_for(asyncio.sleep(d), 0.05)\n"
                               "    except TimeoutError:\n"
                               "        print('never came due')"])
    check("sleeps of nan, a huge int or float never come due (as in CPython)",
          rc == 0 and out == "never came due\n" * 3)
    rc, out, err = run(baton, ["run", "--tool", "block=sleep 0.5; echo 7", "-c", async_main(
        "async def tick():\n    for i in range(3):\n        await asyncio.sleep(0.1)\n"
        "        print('tick', i)\n"
        "t = asyncio.create_task(tick())\nawait asyncio.sleep(0)\nprint('block', block())\nawait t")])
    check("a plain tool called in a task blocks the loop (as a plain call does in CPython)",
          rc == 0 and out == "block 7\ntick 0\ntick 1\ntick 2\n")
    rc, out, err, dt = timed(baton, ["run", "--timeout", "1", "-c",
                                     "import asyncio\nawait asyncio.sleep(30)"])
    check(f"--timeout ends a program waiting on a timer ({dt:.2f} s)",
          rc == 3 and "time limit" in err and dt < 5)

    # cancellation: the command is stopped, with what it started
    pids = os.path.join(d, "pids")
    stuck = f"stuck=sleep 30 & echo $$ $! > {pids}; wait"
    rc, out, err, dt = timed(baton, ["run", "--trace", "--async-tool", stuck, "-c", async_main(
        "try:\n    await asyncio.wait_for(stuck(), 0.3)\nexcept TimeoutError:\n"
        "    print('timed out')")])
    try:
        with open(pids) as f:
            left = survivors([int(p) for p in f.read().split()])
    except (OSError, ValueError):
        left = None
    check(f"wait_for timeout stops the running command ({dt:.2f} s)",
          rc == 0 and out == "timed out\n" and dt < 3 and left == [] and
          "-x #1 cancelled: command stopped" in err)
    rc, out, err, dt = timed(baton, ["run", "--trace", "--jobs", "1", "--async-tool",
                                     "stuck=sleep 30", "-c", async_main(
        "try:\n    await asyncio.wait_for(asyncio.gather(stuck(), stuck()), 0.3)\n"
        "except TimeoutError:\n    print('timed out')")])
    check(f"a cancelled call not yet started is dropped ({dt:.2f} s)",
          rc == 0 and out == "timed out\n" and dt < 3 and
          "cancelled: command stopped" in err and "cancelled: dropped before it started" in err)
    rc, out, err, dt = timed(baton, ["run", "--async-tool", "stuck=sleep 30", "-c",
                                     async_main("x = stuck()\nprint('not awaited')")])
    check(f"a call outstanding at the end is stopped ({dt:.2f} s)",
          rc == 0 and out == "not awaited\n" and dt < 3)

    # the trace shows requests, results and timers
    rc, out, err = run(baton, ["run", "--trace", "--async-tool", "t=cat", "-c",
                               "import asyncio\nawait asyncio.sleep(0.01)\nprint((await t(5))['args'])"])
    check("--trace shows timers and async calls", rc == 0 and out == "[5]\n" and
          "-> #1 asyncio.sleep [0.01]" in err and "<- #1 (slept)" in err and
          '-> #2 t {"args": [5], "kwargs": {}}' in err and "<- #2 " in err)
    # snapshots of asyncio programs: skipped while the VM refuses them
    unsupported = "cannot be saved yet"
    rc, out, err = run(baton, ["run", "--snapshot-every-pause", "--async-tool", "t=cat", "-c",
                               async_main("rs = await asyncio.gather(t(1), t(2))\n"
                                          "await asyncio.sleep(0.01)\n"
                                          "print([r['args'] for r in rs])")])
    if unsupported in err:
        print("SKIP --snapshot-every-pause with async calls: " + err.strip().splitlines()[0])
    else:
        check("--snapshot-every-pause with async calls", rc == 0 and out == "[[1], [2]]\n")
    state = os.path.join(d, "A.snap")
    rc, out, err = run(baton, ["start", "--async-tool", "fetch", "--state", state, "-c",
                               async_main("rs = await asyncio.gather(fetch(1), fetch(2))\n"
                                          "print(rs)")])
    if unsupported in err:
        print("SKIP start / resume of an async program: " + err.strip().splitlines()[0])
        return
    check("start prints every outstanding async request", rc == 4 and out ==
          '{"id": 1, "tool": "fetch", "args": [1], "kwargs": {}}\n'
          '{"id": 2, "tool": "fetch", "args": [2], "kwargs": {}}\n')
    rc, out, err = run(baton, ["resume", state, "--result", "2=20", "--result", "1=10"])
    check("resume answers them in any order", rc == 0 and out == "[10, 20]\n")


def check_tool_faults(baton, check):
    """--tool-faults: a host fault raises a catchable RuntimeError (raise,
    the default) or ends the run past the program's except and finally
    (abort: one line on stderr, status 5)."""
    prog = ("print('before')\ntry:\n    t()\nexcept BaseException as e:\n    print('caught', e)\n"
            "finally:\n    print('finally')\nprint('after')\n")
    faults = [
        ("exits non-zero", "t=echo boom >&2; exit 3", [], "tool 't' failed: exit status 3: boom"),
        ("cannot be found", "t=no-such-command-xyz", [],
         "tool 't' failed: exit status 127: " + subprocess.run(
             ["sh", "-c", "no-such-command-xyz"], capture_output=True,
             text=True).stderr.strip().splitlines()[-1]),
        ("is killed", "t=kill -9 $$", [], "tool 't' failed: killed by signal 9"),
        ("answers no JSON", "t=echo Loading", [],
         "tool 't' returned invalid JSON (first bytes: \"Loading\"): Expecting value: "
         "line 1 column 1 (char 0)"),
        ("answers nothing", "t=true", [], "tool 't' returned no output (a JSON value was expected)"),
        ("writes too much", "t=yes", ["--max-tool-output", "1K"],
         "tool 't' failed: output larger than 1024 bytes"),
        ("hangs", "t=sleep 30", ["--tool-timeout", "0.2"],
         "tool 't' failed: no answer within 200 ms (--tool-timeout)"),
    ]
    for what, tool, flags, msg in faults:
        rc, out, err = run(baton, ["run", "--tool", tool] + flags + ["-c", prog])
        check(f"--tool-faults raise (default): a tool that {what} raises a catchable RuntimeError",
              rc == 0 and out == f"before\ncaught {msg}\nfinally\nafter\n" and err == "")
        rc, out, err = run(baton, ["run", "--tool-faults=abort", "--tool", tool] + flags + ["-c", prog])
        check(f"--tool-faults=abort: a tool that {what} ends the run (status 5, one line, "
              "no except or finally)", rc == 5 and out == "before\n" and
              err == f"baton: {msg}; the run was ended (--tool-faults=abort)\n")
    rc, out, err = run(baton, ["run", "--tool-faults", "abort", "--tool",
                               """t=echo '{"error": {"type": "KeyError", "message": "k"}}'""",
                               "-c", prog])
    check("--tool-faults abort: a tool's own error result still raises (not a fault)",
          rc == 0 and out == "before\ncaught 'k'\nfinally\nafter\n")
    d = tempfile.mkdtemp()
    pids = os.path.join(d, "pids")
    rc, out, err, dt = timed(baton, [
        "run", "--tool-faults=abort", "--async-tool", f"slow=echo $$ >> {pids}; sleep 30",
        "--async-tool", "bad=sleep 0.2; exit 1", "-c",
        async_main("    await asyncio.gather(slow(), bad())\n    print('not reached')")])
    left = survivors([int(p) for p in open(pids).read().split()]) if os.path.exists(pids) else [0]
    check(f"--tool-faults=abort inside asyncio.gather: the run ends, the other command is "
          f"stopped ({dt:.2f} s)", rc == 5 and out == "" and dt < 5 and not left and
          err == "baton: tool 'bad' failed: exit status 1; the run was ended (--tool-faults=abort)\n")
    rc, out, err = run(baton, ["run", "--tool-faults=sometimes", "-c", "1"])
    check("--tool-faults: a bad mode is a usage error", rc == 2 and
          "--tool-faults wants raise or abort, got 'sometimes'" in err)
    rc, out, err = run(baton, ["start", "--tool-faults=abort", "--state", os.path.join(d, "x"),
                               "-c", "1"])
    check("--tool-faults is refused where no tool call is answered (start)",
          rc == 2 and "--tool-faults is for run and resume" in err)
    rc, out, err = run(baton, ["run", "--help"])
    check("run --help documents --tool-faults and status 5", rc == 0 and
          "--tool-faults raise|abort" in out and "5 a host fault ended the run" in out)
    # resume: the driver reports a fault with --fault ID=msg
    state, copy = os.path.join(d, "s.snap"), os.path.join(d, "copy.snap")
    rc, out, err = run(baton, ["start", "--tool", "t", "--state", state, "-c", prog])
    with open(state, "rb") as f, open(copy, "wb") as g:
        g.write(f.read())
    rc, out, err = run(baton, ["resume", state, "--fault", "1=crashed"])
    check("resume --fault: the call raises RuntimeError naming the tool",
          rc == 0 and out == "caught tool 't' failed: crashed\nfinally\nafter\n")
    rc, out, err = run(baton, ["resume", copy, "--tool-faults", "abort", "--fault", "1=crashed"])
    check("resume --fault with --tool-faults abort: the run ends (status 5)", rc == 5 and
          out == "" and err == "baton: tool 't' failed: crashed; the run was ended "
          "(--tool-faults=abort)\n")
    rc, out, err = run(baton, ["resume", copy, "--result", "1=2"])
    check("... and the state is saved with the run over", rc == 0 and "nothing to resume" in err)


def check_stderr(baton, check):
    """The program's stderr is baton's stderr, in order with its stdout."""
    prog = ("import sys\nprint('out 1')\nprint('err 1', file=sys.stderr)\n"
            "print('partial ', end='')\nsys.stderr.write('err 2\\n')\nprint('out 2')")
    rc, out, err = run(baton, ["run", "-c", prog])
    check(f"stderr: its own stream ({rc}, {out!r}, {err!r})",
          rc == 0 and out == "out 1\npartial out 2\n" and err == "err 1\nerr 2\n")
    # one pipe for both: the order the program wrote them in (the partial
    # stdout line goes out before the stderr text after it)
    p = subprocess.run([baton, "run", "-c", prog], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, cwd=ROOT, timeout=60)
    check(f"stdout and stderr on one pipe keep their order ({p.stdout!r})",
          p.stdout == "out 1\nerr 1\npartial err 2\nout 2\n")
    p = subprocess.run([baton, "run", "-c", "import sys\nprint('a')\nsys.stderr.write('b\\n')\n1/0"],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                       timeout=60)
    check(f"the traceback comes after the program's stderr ({p.stdout!r})",
          p.stdout.startswith("a\nb\nTraceback (most recent call last):\n") and
          p.stdout.endswith("ZeroDivisionError: division by zero\n"))
    rc, out, err = run(baton, ["run", "--max-output", "10", "-c",
                               "import sys\nprint('12345')\nsys.stderr.write('123456')"])
    check(f"--max-output counts stdout and stderr together ({rc}, {out!r}, {err!r})",
          rc == 3 and out == "12345\n" and "output limit exceeded (10 bytes)" in err)
    d = tempfile.mkdtemp()
    state = os.path.join(d, "S.snap")
    prog = "import sys\nprint('o')\nprint('e', file=sys.stderr)\nprint(search('q'), file=sys.stderr)"
    rc, out, err = run(baton, ["start", "--tool", "search", "--state", state, "-c", prog])
    check(f"start: the program's stderr held with its stdout ({rc}, {out!r}, {err!r})",
          rc == 4 and out.startswith("o\n{") and err == "e\n")
    rc, out, err = run(baton, ["resume", state, "--result", "1=7"])
    check(f"resume: stderr ({rc}, {out!r}, {err!r})", rc == 0 and out == "" and err == "7\n")


def main():
    baton = os.path.abspath(sys.argv[1])
    checks = []

    def check(name, cond):
        checks.append((name, bool(cond)))

    rc, out, err = run(baton, ["--help"])
    check("--help exits 0 and names every limit", rc == 0 and all(
        o in out for o in ["--max-steps", "--max-memory", "--max-depth", "--max-output",
                           "--max-calls", "--timeout", "--tool ", "--tools", "--jobs"]))
    rc, out, err = run(baton, ["--version"])
    check("--version", rc == 0 and out.startswith("baton "))
    rc, out, err = run(baton, [])
    check("no arguments: usage, status 2", rc == 2 and "usage" in err)
    rc, out, err = run(baton, ["frob"])
    check("unknown command: status 2", rc == 2 and "unknown command" in err)
    rc, out, err = run(baton, ["run", "-c", "print(6 * 7)"])
    check("-c", rc == 0 and out == "42\n")
    rc, out, err = run(baton, ["run", "-"], stdin="print('from stdin')\n")
    check("- reads stdin", rc == 0 and out == "from stdin\n")
    rc, out, err = run(baton, ["run", "no/such/file.py"])
    check("missing file: status 2", rc == 2 and "can't open file" in err)
    d = os.path.realpath(tempfile.mkdtemp())
    os.mkdir(os.path.join(d, "sub"))
    with open(os.path.join(d, "boom.py"), "w") as f:
        f.write("def f():\n    1/0\nf()\n")
    p = subprocess.run([baton, "run", "sub/.././/boom.py"], capture_output=True, text=True,
                       cwd=d, timeout=60)
    want = f'  File "{d}/boom.py", line 3, in <module>\n'
    check(f"tracebacks name the script by its absolute path, as python3 does ({p.stderr!r})",
          p.returncode == 1 and want in p.stderr and f'"{d}/boom.py", line 2, in f' in p.stderr)
    rc, out, err = run(baton, ["run", "-c", "x = (1,"])
    check("syntax error: status 1, CPython format", rc == 1 and
          err.endswith("SyntaxError: '(' was never closed\n") and 'File "<string>", line 1' in err)
    # CPython counts a parser error's columns in characters for -c (a str)
    # and in bytes for stdin or a file; its printer uses them as they are
    src = "\u00e9 = 1; x = (a b)\n"
    for args, stdin in ((["-c", src], None), (["-"], src)):
        rc, out, err = run(baton, ["run"] + args, stdin=stdin)
        py = subprocess.run([sys.executable] + args, input=stdin, capture_output=True,
                            text=True, timeout=60)
        check(f"syntax error carets of {args[0]} placed as python3's ({err!r})",
              rc == 1 and err.split("\n")[1:] == py.stderr.split("\n")[1:])
    rc, out, err = run(baton, ["run", "-c", "print('a')\n1/0"])
    check("uncaught exception: status 1, output kept", rc == 1 and out == "a\n" and
          err.startswith("Traceback (most recent call last):") and
          err.endswith("ZeroDivisionError: division by zero\n"))
    rc, out, err = run(baton, ["run", "-c", "data = open('notes.txt').read()"])
    check(f"a builtin the sandbox leaves out: why, above CPython's NameError ({err!r})",
          rc == 1 and err.endswith("\n(the sandbox has no open(): programs read no files; their "
                                   "data comes from the host's tools)\n"
                                   "NameError: name 'open' is not defined\n"))
    rc, out, err = run(baton, ["run", "-c", "try:\n    eval('1')\nexcept NameError as e:\n"
                               "    print(e)\nopn(1)"])
    check(f"str(e) keeps CPython's message; other names get no hint ({out!r}, {err!r})",
          rc == 1 and out == "name 'eval' is not defined\n" and "sandbox" not in err and
          err.endswith("NameError: name 'opn' is not defined\n"))
    rc, out, err = run(baton, ["run", "--max-steps", "10000", "-c", "while True: pass"])
    check("--max-steps: status 3, and how to raise it", rc == 3 and err ==
          "baton: step limit exceeded (10000 steps); raise it with --max-steps N (0: none)\n")
    rc, out, err = run(baton, ["run", "--max-memory", "2M", "-c",
                               "x = []\nwhile True: x.append(str(len(x)) * 100)"])
    check("--max-memory: status 3", rc == 3 and "memory limit" in err)
    # traceback objects are charged: one exception re-raised forever grows
    # its chain (as CPython's), tracebacks of deep recursion kept in a list
    # (small limits: a GC-stress build collects the whole heap at each safe point)
    for mem, prog in (("1M", "e = ValueError()\nwhile True:\n    try:\n        raise e\n"
                             "    except ValueError:\n        pass"),
                      ("4M", "def f(n):\n    if n == 0: raise ValueError\n    f(n - 1)\nkeep = []\n"
                             "while True:\n    try:\n        f(900)\n    except ValueError as e:\n"
                             "        keep.append(e)")):
        rc, out, err = run(baton, ["run", "--max-memory", mem, "--max-steps", "0", "-c", prog])
        check(f"tracebacks reach the memory limit ({err!r})", rc == 3 and "memory limit" in err)
    rc, out, err = run(baton, ["run", "--max-output", "100", "-c", "while True: print('y' * 10)"])
    check("--max-output: status 3, output cut", rc == 3 and len(out) <= 100 and "output limit" in err)
    rc, out, err = run(baton, ["run", "--max-depth", "50", "-c",
                               "def f(n): return f(n + 1)\nf(0)"])
    check("--max-depth: RecursionError", rc == 1 and err.endswith(
        "RecursionError: maximum recursion depth exceeded\n"))
    rc, out, err = run(baton, ["run", "--timeout", "1", "--max-steps", "0", "-c", "while True: pass"])
    check("--timeout: status 3", rc == 3 and "time limit" in err)
    rc, out, err = run(baton, ["run", "--max-calls", "2", "--tool", "t=echo 1", "-c",
                               "while True: t()"])
    check("--max-calls: status 3", rc == 3 and "tool call limit" in err)
    rc, out, err = run(baton, ["run", "--max-steps", "x", "-c", "1"])
    check("bad number: status 2", rc == 2 and "--max-steps wants a whole number" in err)
    rc, out, err = run(baton, ["run", "--tool", "noequals", "-c", "1"])
    check("bad --tool: status 2", rc == 2)
    rc, out, err = run(baton, ["run", "--tool", "t=printf '[1, 2]'", "-c", "print(t(5) + [3])"])
    check("--tool result", rc == 0 and out == "[1, 2, 3]\n")
    rc, out, err = run(baton, ["run", "--tool", "t=cat", "-c", "print(t(1, k='v'))"])
    check("--tool receives {args, kwargs}", rc == 0 and
          out == "{'args': [1], 'kwargs': {'k': 'v'}}\n")
    rc, out, err = run(baton, ["run", "--tool", "t=echo log line >&2; echo broken >&2; exit 4", "-c",
                               "try:\n    t()\nexcept RuntimeError as e:\n    print('caught', e)"])
    check("tool exit status: RuntimeError naming the tool, the status and stderr's last line",
          rc == 0 and out == "caught tool 't' failed: exit status 4: broken\n")
    rc, out, err = run(baton, ["run", "--trace", "--tool", "t=echo log line >&2; echo broken >&2; exit 4",
                               "-c", "t()"])
    check("--trace shows a failed tool's whole stderr", rc == 1 and "log line\nbroken\n" in err)
    rc, out, err = run(baton, ["run", "--tool", "t=echo Loading...; echo '[1]'", "-c",
                               "try:\n    t()\nexcept ValueError:\n    print('the program\\'s own handler')\n"
                               "except RuntimeError as e:\n    print(e)"])
    check("tool invalid JSON: a RuntimeError (not ValueError) naming the tool and the first bytes",
          rc == 0 and out.startswith("tool 't' returned invalid JSON (first bytes: \"Loading... [1]\")"))
    rc, out, err = run(baton, ["run", "--tool", "t=true", "-c", "t()"])
    check("tool with no output", rc == 1 and err.endswith(
        "RuntimeError: tool 't' returned no output (a JSON value was expected)\n"))
    rc, out, err = run(baton, ["run", "--tool", "t=kill -9 $$", "-c", "t()"])
    check("tool killed by a signal", rc == 1 and err.endswith(
        "RuntimeError: tool 't' failed: killed by signal 9\n"))
    rc, out, err = run(baton, ["run", "--tool", "t=printf 'bad \\377 byte\\n' >&2; exit 1", "-c", "t()"])
    check("a tool's stderr that is not UTF-8 still names the tool", rc == 1 and err.endswith(
        "RuntimeError: tool 't' failed: exit status 1: bad ? byte\n"))
    rc, out, err, dt = timed(baton, ["run", "--tool-timeout", "0.3", "--tool", "t=sleep 30", "-c", "t()"])
    check(f"--tool-timeout: a hung tool is stopped ({dt:.2f} s)", rc == 1 and dt < 5 and err.endswith(
        "RuntimeError: tool 't' failed: no answer within 300 ms (--tool-timeout)\n"))
    rc, out, err = run(baton, ["run", "--tool-timeout", "0", "--tool", "t=sleep 0.4; echo 1", "-c",
                               "print(t())"])
    check("--tool-timeout 0: no limit", rc == 0 and out == "1\n")
    rc, out, err = run(baton, ["run", "-c", "while True: print('y' * 99)"])
    check("by default the output is limited (1M), and the message says how to raise it",
          rc == 3 and (1 << 20) - 100 <= len(out) <= 1 << 20 and
          err == "baton: output limit exceeded (1048576 bytes); raise it with --max-output N (0: none)\n")
    rc, out, err = run(baton, ["run", "--max-steps", "1000", "-c",
                               "print('abc'.find('', 5, 3), 'abc'.rfind('x', 9, 1))"])
    check("a search of an empty range costs no steps (it charged 2**64)", rc == 0 and out == "-1 -1\n")
    check_default_limits(baton, check)
    sub = os.path.join(tempfile.mkdtemp(), "sub")
    os.mkdir(sub)
    with open(os.path.join(sub, "data.json"), "w") as f:
        f.write('"from the folder of tools.json"')
    with open(os.path.join(sub, "tools.json"), "w") as f:
        json.dump([{"name": "data", "command": "cat data.json"}], f)
    rc, out, err = run(baton, ["run", "--tools", os.path.join(sub, "tools.json"), "-c", "print(data())"])
    check("--tools: commands run in the tools file's folder",
          rc == 0 and out == "from the folder of tools.json\n")
    p = subprocess.run([baton, "run", os.path.join(ROOT, "host/examples/agent.py"), "--tools",
                        os.path.join(ROOT, "host/examples/tools.json")], capture_output=True,
                       text=True, cwd=tempfile.gettempdir(), timeout=120)
    check("host/examples/tools.json works from any folder",
          p.returncode == 0 and p.stdout.startswith("Weather:\n  Paris"))
    rc, out, err = run(baton, ["describe", "--tools", "host/examples/tools.json"])
    check("describe", rc == 0 and "def get_weather(city: str, units: str = 'C'):" in out and
          '"""Current weather' in out)
    rc, out, err = run(baton, ["dis", "-c", "def f(x):\n    return x + 1\n"])
    check("dis", rc == 0 and "code f" in out and "ADD" in out and "RETURN" in out)
    rc, out, err = run(baton, ["run", "-c", "import subprocess"])
    check("import refused", rc == 1 and err.endswith("ModuleNotFoundError: No module named 'subprocess'\n"))
    # the line above names what a program may import
    check("import hint", "subprocess is left out: a baton program has no files" in err.splitlines()[-2] and
          "baton's modules: __future__, abc, " in err.splitlines()[-2] and
          ", asyncio, " in err.splitlines()[-2] and
          "math" in err.splitlines()[-2])
    rc, out, err = run(baton, ["run", "-c", "import numpy as np"])
    check("import hint third-party", rc == 1 and err.splitlines()[-2].startswith(
        "(numpy is a third-party package, and baton has the standard library only.  baton's modules: "))
    rc, out, err = run(baton, ["run", "-c", "import weakref"])
    check("import hint weakref", rc == 1 and err.splitlines()[-2].startswith(
        "(weakref is left out: baton's collector traces") and
        "queue, " in err.splitlines()[-2] and "_markupbase" not in err.splitlines()[-2])
    rc, out, err = run(baton, ["run", "-c", "import urllib.request"])
    check("import hint submodule", rc == 1 and err.splitlines()[-2].startswith(
        "(urllib.request is left out: ") and
        err.endswith("ModuleNotFoundError: No module named 'urllib.request'\n"))
    # the clock and entropy are capabilities the host grants (off by default);
    # the refusal names every way a host grants them, whichever host runs
    NO_CLOCK_HOW = "(a host grants one with baton run --clock, baton mcp --clock, baton.Sandbox(clock=True) or a wall_clock callback in bt_config)"
    NO_ENTROPY_HOW = "(a host grants it with baton run --entropy, baton mcp --entropy, baton.Sandbox(entropy=True) or an entropy callback in bt_config)"
    prog = "import time, random\ntry:\n    time.time()\nexcept RuntimeError as e:\n    print(e)\n" \
           "try:\n    random.random()\nexcept RuntimeError as e:\n    print(e)\n"
    rc, out, err = run(baton, ["run", "-c", prog])
    check("no clock, no entropy", rc == 0 and out == (
        "time.time(): the host grants no clock " + NO_CLOCK_HOW + "\n"
        "random (unseeded; random.seed(n) needs none): the host grants no entropy " + NO_ENTROPY_HOW + "\n"))
    rc, out, err = run(baton, ["run", "-c", "import time\nprint(time.time() > 1.7e9, time.perf_counter() > 0)",
                               "--clock"])
    check("--clock", rc == 0 and out == "True True\n")
    prog = ("from datetime import datetime, date, timezone\nimport time\nt = time.time()\n"
            "n = datetime.now(timezone.utc)\nprint(abs(n.timestamp() - t) < 5, n.year >= 2024, "
            "date.today() == datetime.utcnow().date() or date.today() >= datetime.utcnow().date(), "
            "datetime.now().tzinfo is None)")
    rc, out, err = run(baton, ["run", "-c", prog, "--clock"])
    check("datetime.now --clock", rc == 0 and out == "True True True True\n")
    rc, out, err = run(baton, ["run", "-c", "import datetime\ndatetime.date.today()"])
    check("datetime no clock", rc == 1 and err.endswith(
        "RuntimeError: datetime: today(): the host grants no clock " + NO_CLOCK_HOW + "\n"))
    prog = "import random\nxs = [random.random() for _ in range(3)]\nprint(all(0 <= x < 1 for x in xs))"
    rc, out, err = run(baton, ["run", "-c", prog, "--entropy"])
    rc2, out2, err2 = run(baton, ["run", "-c", "import random\nprint(random.random())", "--entropy"])
    rc3, out3, err3 = run(baton, ["run", "-c", "import random\nprint(random.random())", "--entropy"])
    check("--entropy", rc == 0 and out == "True\n" and out2 != out3)
    prog = ("import secrets\nt = secrets.token_hex(8)\nu = secrets.token_urlsafe(16)\n"
            "print(len(t), int(t, 16) >= 0, len(u), len(secrets.token_bytes(5)), 0 <= secrets.randbelow(10) < 10,\n"
            "      secrets.choice('abc') in 'abc', 0 <= secrets.SystemRandom().random() < 1)\nprint(t)")
    rc, out, err = run(baton, ["run", "-c", prog, "--entropy"])
    rc2, out2, err2 = run(baton, ["run", "-c", prog, "--entropy"])
    check("secrets with --entropy", rc == 0 and rc2 == 0 and out.startswith("16 True 22 5 True True True\n")
          and out != out2)
    prog = ("import random\nr = random.SystemRandom()\nxs = [r.random() for _ in range(50)]\n"
            "print(all(0 <= x < 1 for x in xs), len(set(xs)), r.getrandbits(70) < 2 ** 70, len(r.randbytes(9)),\n"
            "      r.randrange(10) in range(10), sorted(r.sample(range(5), 5)), 1 <= r.randint(1, 6) <= 6,\n"
            "      r.choice('xyz') in 'xyz', r.seed(5), isinstance(r, random.Random))\nprint(r.random())")
    rc, out, err = run(baton, ["run", "-c", prog, "--entropy"])
    rc2, out2, err2 = run(baton, ["run", "-c", prog, "--entropy"])
    check("random.SystemRandom with --entropy", rc == 0 and rc2 == 0
          and out.startswith("True 50 True 9 True [0, 1, 2, 3, 4] True True None True\n") and out != out2)
    rc, out, err = run(baton, ["run", "-c", "import random\nrandom.SystemRandom().random()"])
    check("random.SystemRandom without entropy", rc == 1 and err.endswith(
        "RuntimeError: random.SystemRandom: the host grants no entropy " + NO_ENTROPY_HOW + "\n"))
    # arguments json.dumps refuses: its exception type and message at the call
    prog = ("import re\nclass Point:\n    def __repr__(self): return 'P()'\n"
            "for a in ({1, 2}, frozenset(), {'k': {3}}, float('nan'), [float('-inf')], {(1, 2): 3}, b'x', 1j,\n"
            "          Point(), [re.compile('x')], {'f': len}):\n"
            "    try:\n        echo(a)\n    except (TypeError, ValueError) as e:\n        print(type(e).__name__, e)\n"
            "print(echo([1, (2, 3)], k={'a': None}))")
    rc, out, err = run(baton, ["run", "-c", prog, "--tool", "echo=cat"])
    check("tool arguments json.dumps refuses", rc == 0 and out.startswith(
        "TypeError Object of type set is not JSON serializable\n"
        "TypeError Object of type set is not JSON serializable\n"
        "TypeError Object of type set is not JSON serializable\n"
        "ValueError Out of range float values are not JSON compliant\n"
        "ValueError Out of range float values are not JSON compliant\n"
        "TypeError keys must be str, int, float, bool or None, not tuple\n"
        "TypeError Object of type bytes is not JSON serializable\n"
        "TypeError Object of type complex is not JSON serializable\n"
        "TypeError Object of type Point is not JSON serializable\n"
        "TypeError Object of type Pattern is not JSON serializable\n"
        "TypeError Object of type builtin_function_or_method is not JSON serializable\n") and out.endswith("{'args': [[1, [2, 3]]], 'kwargs': {'k': {'a': None}}}\n"))
    rc, out, err = run(baton, ["run", "-c", "class M: pass\nclass A(metaclass=M): pass"])
    check("a plain class as metaclass: CPython's error", rc == 1 and err.endswith("TypeError: M() takes no arguments\n"))
    # start / resume: one step per process, state in a file, authenticated
    d = tempfile.mkdtemp()
    prog = os.path.join(d, "agent.py")
    state = os.path.join(d, "S.snap")
    key = os.path.join(d, "key")
    with open(prog, "w") as f:
        f.write("print('starting')\nr = search('cats')\nprint('got', r)\n"
                "try:\n    weather(city='Paris')\nexcept ValueError as e:\n"
                "    print('weather failed:', e)\nprint('total', add(len(r), 40))\n")
    with open(key, "w") as f:
        f.write("secret")
    base = ["--tool", "search", "--tool", "weather", "--tool", "add", "--key-file", key]
    rc, out, err = run(baton, ["start", prog, "--state", state] + base)
    check("start pauses with status 4 and prints the request",
          rc == 4 and out == 'starting\n{"id": 1, "tool": "search", "args": ["cats"], "kwargs": {}}\n')
    rc, out, err = run(baton, ["resume", state, "--result", '1=["a", "b"]', "--key-file", key])
    check("resume fulfils and pauses again",
          rc == 4 and out.startswith("got ['a', 'b']\n") and '"tool": "weather"' in out)
    rc, out, err = run(baton, ["resume", state, "--error", "2=ValueError:rain", "--key-file", key])
    check("resume with an error raises at the call site",
          rc == 4 and out.startswith("weather failed: rain\n") and '"args": [2, 40]' in out)
    rc, out, err = run(baton, ["resume", state])
    check("an authenticated state needs its key", rc == 2 and "key" in err)
    with open(state, "rb") as f:
        data = bytearray(f.read())
    data[len(data) // 2] ^= 0x40
    bad = os.path.join(d, "bad.snap")
    with open(bad, "wb") as f:
        f.write(data)
    rc, out, err = run(baton, ["resume", bad, "--key-file", key])
    check("a corrupted state is refused", rc == 2 and "restore" in err)
    rc, out, err = run(baton, ["resume", state, "--result", "3=42", "--key-file", key])
    check("the last resume finishes the program", rc == 0 and out == "total 42\n")

    check_async(baton, check)
    check_output_errors(baton, check)
    check_stderr(baton, check)
    check_signals_and_tool_output(baton, check)
    check_flags_and_help(baton, check)
    check_tool_faults(baton, check)

    failed = [n for n, ok in checks if not ok]
    for n in failed:
        print("FAIL", n)
    print(f"{len(checks) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

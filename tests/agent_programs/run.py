#!/usr/bin/env python3
"""Agent programs of the kinds models write when given tools (fetch JSON,
filter, group, sort, format a report; parse logs; dataclasses, enums,
datetime, collections, asyncio fan-out, retries...), each compared whole
with CPython: stdout, exit status and the entire stderr (traceback frames,
source lines, carets, chained exceptions).

The tools are fake_tools.py: deterministic answers declared in tools.json.
Under baton a program runs as `baton run NAME.py --tools tools.json` (the
signatures, async flags and binding of that file), each tool's command
replaced by `--tool NAME=sh tool_client.sh NAME SPOOL`: a shell relay to
this runner, which answers with fake_tools.answer in process (ToolServer).
So every call is still a command that baton starts, feeds JSON on stdin
and reads JSON from, but costs a shell and four small processes instead
of a python3 importing json and random (about a tenth of the time on a
loaded machine).  --spawn runs tools.json's own command instead (`python3
fake_tools.py NAME` per call).  Under CPython (--regen) the program runs
with the same names in builtins, each calling fake_tools.answer in process
with a JSON round trip, so both see the same data and the same exceptions.
Frames of that shim are dropped from CPython's tracebacks (baton has none
for a tool), in stdout too, where a program prints traceback.format_exc().

  python3 tests/agent_programs/run.py BATON [--filter S] [--spawn] [-v]
      run every NAME.py under BATON, compare with NAME.json; a program that
      calls a tool runs a second time with --snapshot-every-pause
  python3 tests/agent_programs/run.py --regen [NAME.py ...]
      rewrite NAME.json from python3 (CPython 3.11, the oracle)

The last line printed is `N passed, M failed`.
"""
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from run_cases import first_diff  # noqa: E402  (tests/run_cases.py)
import fake_tools  # noqa: E402
NOT_PROGRAMS = {"run.py", "fake_tools.py"}
# Hang guards (seconds per run): a loaded machine is slow to start tool
# commands, and a sanitizer build (a binary under a folder whose name has
# "asan": ASan + GC stress) runs compute-heavy programs 10-50x slower.
TIMEOUT = 180
ASAN_TIMEOUT = 900

# Run under CPython: the tools as functions in builtins (as baton's host
# names appear to a program), then the program as __main__ under its path.
BOOT = r'''
import asyncio as _asyncio, builtins as _b, inspect as _inspect, json as _json, sys as _sys
_sys.path.insert(0, %(here)r)
import fake_tools as _ft
_spec = _json.load(open(%(tools)r))
def _make(name, sig, is_async):
    def call(*args, **kwargs):
        res = _json.loads(_json.dumps(_ft.answer(name, list(args), kwargs)))
        if isinstance(res, dict) and list(res) == ["error"]:
            t = getattr(_b, res["error"]["type"], None)
            if not (isinstance(t, type) and issubclass(t, BaseException)):
                t = RuntimeError
            raise t(res["error"]["message"])
        return res
    if sig is None:
        call.__name__ = call.__qualname__ = name     # as baton names the tool
        return call
    ns = {}
    exec(f"def _f({sig}): pass", ns)
    params = list(_inspect.signature(ns["_f"]).parameters)
    kw = "{" + ", ".join(f"{p!r}: {p}" for p in params) + "}"
    src = (f"{'async ' if is_async else ''}def {name}({sig}):\n"
           + ("    await _asyncio.sleep(0)\n" if is_async else "")
           + f"    return _call(**{kw})\n")
    ns = {"_call": call, "_asyncio": _asyncio}
    exec(src, ns)
    return ns[name]
for _t in _spec["tools"]:
    setattr(_b, _t["name"], _make(_t["name"], _t.get("signature"), _t.get("async", False)))
_path = _sys.argv[1]
_sys.argv = [_path]
_code = compile(open(_path, encoding="utf-8").read(), _path, "exec")
# the program's namespace is sys.modules["__main__"], as under `python3 NAME.py`
# (dataclasses reads a string annotation's ClassVar there, get_type_hints
# a module's globals)
import types as _types
_main = _types.ModuleType("__main__")
_main.__builtins__ = _b
_sys.modules["__main__"] = _main
exec(_code, _main.__dict__)
'''

FRAME = re.compile(r'^([ |]*)File "(.*)", line \d+, in ')


def keep_program_frames(err, path):
    """Drop the traceback frames (and their source and caret lines) that are
    not in the program's own file: those of CPython's shim and library,
    and those of baton's library modules ("<lib json>").  Frames inside an
    exception group's box ("  |   File ...") count too."""
    out = []
    skip_prefix = None
    for line in err.split("\n"):
        m = FRAME.match(line)
        if m:
            skip_prefix = m.group(1) + "  " if m.group(2) != path else None
        elif skip_prefix is not None and line.startswith(skip_prefix):
            continue
        else:
            skip_prefix = None
        if skip_prefix is None:
            out.append(line)
    return "\n".join(out)


def relative(text):
    return text.replace(HERE + os.sep, "")


def programs():
    return sorted(n for n in os.listdir(HERE)
                  if n.endswith(".py") and n not in NOT_PROGRAMS)


def tool_names():
    with open(os.path.join(HERE, "tools.json")) as f:
        return [t["name"] for t in json.load(f)["tools"]]


def calls_tools(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        src = f.read()
    # named at all, not only called: partial(get_user, 3), map(get_user, ids)
    return any(re.search(r"\b%s\b" % t, src) for t in tool_names())


def run(cmd, name, timeout=TIMEOUT):
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8")
    proc = subprocess.run(cmd, cwd=HERE, capture_output=True, timeout=timeout, env=env)
    return (proc.returncode, proc.stdout.decode("utf-8", "replace"),
            proc.stderr.decode("utf-8", "replace"))


def regen(names):
    boot = BOOT % {"here": HERE, "tools": os.path.join(HERE, "tools.json")}
    for name in names:
        path = os.path.join(HERE, name)
        status, out, err = run([sys.executable, "-c", boot, path], name)
        out = relative(keep_program_frames(out, path))
        err = relative(keep_program_frames(err, path))
        with open(os.path.join(HERE, name[:-3] + ".json"), "w") as f:
            json.dump({"status": status, "stdout": out, "stderr": err}, f,
                      indent=1, ensure_ascii=False)
            f.write("\n")
        print(f"{name}: status {status}")


class ToolServer:
    """Answers the calls that tool_client.sh relays, for every program of
    this run: a spool folder holding the FIFO `requests`, on which each
    client writes "NAME FOLDER"; the answer (fake_tools.answer, as
    `python3 fake_tools.py NAME` prints it) goes back on FOLDER/reply.  A
    thread per call, so that a client stopped half-way (a cancelled async
    call) holds up nobody."""

    def __init__(self):
        self.spool = tempfile.mkdtemp(prefix="baton-agent-tools-")
        fifo = os.path.join(self.spool, "requests")
        os.mkfifo(fifo)
        # read-write: the FIFO never reports end of file between clients
        self.requests = os.fdopen(os.open(fifo, os.O_RDWR), "rb", buffering=0)
        threading.Thread(target=self._serve, daemon=True).start()

    def tool_flags(self):
        client = os.path.join(HERE, "tool_client.sh")
        flags = []
        with open(os.path.join(HERE, "tools.json")) as f:
            for t in json.load(f)["tools"]:
                # --tool declares a tool sync: an async entry keeps its
                # kind through --async-tool
                flag = "--async-tool" if t.get("async") else "--tool"
                flags += [flag, f"{t['name']}=sh {client} {t['name']} {self.spool}"]
        return flags

    def _serve(self):
        pending = b""
        while True:
            chunk = self.requests.read(4096)
            if not chunk:
                return
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                name, folder = line.decode().split(" ", 1)
                threading.Thread(target=self._answer, args=(name, folder),
                                 daemon=True).start()

    @staticmethod
    def _answer(name, folder):
        try:
            with open(os.path.join(folder, "call.json"), encoding="utf-8") as f:
                call = json.load(f)
            reply = json.dumps(fake_tools.answer(name, call.get("args", []),
                                                 call.get("kwargs", {})))
        except Exception as e:    # the tool crashed: the client exits 1
            reply = "!" + " ".join(f"{type(e).__name__}: {e}".split())
        try:
            # the client holds the FIFO open: a failure here means it was
            # stopped (a cancelled call), and nobody wants the answer
            fd = os.open(os.path.join(folder, "reply"), os.O_WRONLY | os.O_NONBLOCK)
            os.set_blocking(fd, True)
            with os.fdopen(fd, "wb") as f:
                f.write(reply.encode() + b"\n")
        except OSError:
            pass

    def close(self):
        self.requests.close()
        shutil.rmtree(self.spool, ignore_errors=True)


def check(baton, name, extra, tool_flags):
    limit = ASAN_TIMEOUT if "asan" in os.path.dirname(baton) else TIMEOUT
    with open(os.path.join(HERE, name[:-3] + ".json")) as f:
        want = json.load(f)
    try:
        # --timeout 0: the hang guard is TIMEOUT (baton's 60 s default ends a
        # compute-heavy program under ASan + GC stress on a loaded machine)
        status, out, err = run([baton, "run", "--timeout", "0", name, "--tools", "tools.json"]
                               + tool_flags + extra, name, limit)
    except subprocess.TimeoutExpired:
        return [f"timeout after {limit}s"]
    path = os.path.join(HERE, name)
    out, err = (relative(keep_program_frames(t, path)) for t in (out, err))
    problems = []
    if status != want["status"]:
        problems.append(f"exit status {status}, expected {want['status']}")
    if out != want["stdout"]:
        problems.append("stdout " + first_diff(want["stdout"], out))
    if err != want["stderr"]:
        problems.append("stderr " + first_diff(want["stderr"], err))
    return problems


def main(argv):
    if argv and argv[0] == "--regen":
        regen([os.path.basename(a) for a in argv[1:]] or programs())
        return 0
    baton = os.path.abspath(argv[0])
    filt = argv[argv.index("--filter") + 1] if "--filter" in argv else ""
    verbose = "-v" in argv
    jobs = []
    for name in programs():
        if filt not in name:
            continue
        jobs.append((name, []))
        if calls_tools(name):
            jobs.append((name, ["--snapshot-every-pause"]))
    server = None if "--spawn" in argv else ToolServer()
    flags = server.tool_flags() if server else []
    passed = failed = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(2) as ex:
            results = [ex.submit(check, baton, n, e, flags) for n, e in jobs]
            for (name, extra), fut in zip(jobs, results):
                problems = fut.result()
                label = name + (" " + " ".join(extra) if extra else "")
                if problems:
                    failed += 1
                    print(f"FAIL {label}\n    " + "\n    ".join(problems))
                else:
                    passed += 1
                    if verbose:
                        print(f"PASS {label}")
    finally:
        if server:
            server.close()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

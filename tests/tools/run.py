#!/usr/bin/env python3
"""Tool-protocol tests: each program here (and host/examples/agent.py) runs
twice, under `baton run --tools` and under CPython with shim functions that
call the same tool commands with the same JSON protocol, and the two outputs
must be equal.  CPython stays the oracle of the language; the shim stands in
for baton's host.

usage: python3 tests/tools/run.py BATON [--snapshot-every-pause]
With --snapshot-every-pause, baton saves the VM at every tool request, frees
it and goes on in one restored from the bytes: the output must not change.
Prints "N passed, M failed".
"""
import inspect
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

SHIM = '''
import json as _json, subprocess as _sp, builtins as _b
def _call(name, command, args, kwargs):
    p = _sp.run(command, shell=True, input=_json.dumps({"args": args, "kwargs": kwargs}),
                capture_output=True, text=True, cwd=%(folder)r)
    out = p.stdout.strip()
    try:
        v = _json.loads(out)
    except ValueError:
        v = None
    if isinstance(v, dict) and list(v) == ["error"] and isinstance(v["error"], dict):
        t = getattr(_b, v["error"].get("type", ""), None)
        if not (isinstance(t, type) and issubclass(t, BaseException)):
            t = RuntimeError
        raise t(v["error"].get("message", ""))
    if p.returncode != 0:   # a host fault, as baton reports it: one line naming the tool
        how = (f"exit status {p.returncode}" if p.returncode > 0
               else f"killed by signal {-p.returncode}")
        last = p.stderr.rstrip("\\r\\n").rsplit("\\n", 1)[-1]
        raise RuntimeError(f"tool {name!r} failed: {how}" + (f": {last}" if last else ""))
    return v
'''


def shim_for(tools, folder):
    """Python functions standing in for the tools; their commands run in
    folder (that of the tools file, as under baton)."""
    src = [SHIM % {"folder": folder}]
    for t in tools:
        sig = t.get("signature")
        if sig is None:
            src.append(f"def {t['name']}(*args, **kwargs):\n"
                       f"    return _call({t['name']!r}, {t['command']!r}, list(args), kwargs)\n")
        else:
            ns = {}
            exec(f"def _f({sig}): pass", ns)
            names = list(inspect.signature(ns["_f"]).parameters)
            kw = "{" + ", ".join(f"{n!r}: {n}" for n in names) + "}"
            src.append(f"def {t['name']}({sig}):\n"
                       f"    return _call({t['name']!r}, {t['command']!r}, [], {kw})\n")
    return "\n".join(src)


def run_cpython(shim, prog):
    code = shim + "\n" + open(prog).read()
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       cwd=ROOT, env=dict(os.environ, PYTHONHASHSEED="0"))
    return p.returncode, p.stdout, p.stderr


def last_line(s):
    lines = [l for l in s.splitlines() if l.strip()]
    return lines[-1] if lines else ""


def main():
    baton = os.path.abspath(sys.argv[1])
    extra = ["--snapshot-every-pause"] if "--snapshot-every-pause" in sys.argv[2:] else []
    cases = [(os.path.join(ROOT, "host/examples/agent.py"),
              os.path.join(ROOT, "host/examples/tools.json"))]
    for f in sorted(os.listdir(HERE)):
        if f.endswith(".py") and f != "run.py":
            cases.append((os.path.join(HERE, f), os.path.join(HERE, "tools.json")))
    passed = failed = 0
    for prog, tools_file in cases:
        tools = json.load(open(tools_file))
        rc1, out1, err1 = run_cpython(shim_for(tools, os.path.dirname(tools_file)), prog)
        # no wall-clock limit (the CLI's default is 5 s): each call starts a
        # tool process, and a loaded machine makes a long program slow
        p = subprocess.run([baton, "run", "--timeout", "0", prog, "--tools", tools_file] + extra,
                           capture_output=True, text=True, cwd=ROOT, timeout=600)
        ok = out1 == p.stdout and (rc1 == 0) == (p.returncode == 0) and \
            (rc1 == 0 or last_line(err1) == last_line(p.stderr))
        name = os.path.relpath(prog, ROOT)
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {name}")
            print(f"  cpython rc={rc1} stdout={out1[-300:]!r} stderr={last_line(err1)!r}")
            print(f"  baton   rc={p.returncode} stdout={p.stdout[-300:]!r} stderr={last_line(p.stderr)!r}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

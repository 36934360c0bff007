#!/usr/bin/env python3
"""Regenerate expected outputs for tests/async/*.py using CPython (the oracle).

Each program runs in a fresh python3 with the tools of tools.py in its
globals (they stand in for the tools host.c registers).  A program with
top-level `await` is compiled with ast.PyCF_ALLOW_TOP_LEVEL_AWAIT and run by
asyncio.run(), as a notebook would; any other program is exec'd.

NAME.out gets the exact stdout.  If the run fails, NAME.err gets the last
non-empty line of stderr (the exception line); otherwise a stale NAME.err is
removed.

Usage: python3 tests/async/gen_expected.py [NAME.py ...]
       python3 tests/async/gen_expected.py --repeat N [NAME.py ...]
           (run each program N more times and report any whose output
           changes: timing-dependent programs do not belong here)
       python3 tests/async/gen_expected.py --exec NAME.py
           (run one program as the generator does, output to the terminal)
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = {"tools.py", "gen_expected.py", "run.py"}
TIMEOUT = 60


def execute(path):
    """Run one program under the shim in this process; exit 1 on an error."""
    import ast
    import asyncio
    import builtins
    import inspect
    import logging
    import traceback
    import warnings

    sys.dont_write_bytecode = True
    sys.path.insert(0, HERE)
    import tools

    # Coroutines left unawaited and task exceptions never retrieved are
    # reported at garbage collection; baton has no such warnings, and they
    # would bury the exception line the tests compare.
    warnings.simplefilter("ignore", RuntimeWarning)
    logging.getLogger("asyncio").disabled = True

    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        src = f.read()
    g = {"__name__": "__main__", "__builtins__": builtins}
    for n in tools.__all__:
        g[n] = getattr(tools, n)

    def report(e, tb):
        # drop the frames of this runner: start at the program's first frame
        t = tb
        while t is not None and t.tb_frame.f_code.co_filename != name:
            t = t.tb_next
        traceback.print_exception(type(e), e, t if t is not None else tb)
        sys.stdout.flush()
        sys.exit(1)

    try:
        code = compile(src, name, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
                       dont_inherit=True)
    except SyntaxError as e:
        report(e, None)
    try:
        if code.co_flags & inspect.CO_COROUTINE:
            asyncio.run(eval(code, g))
        else:
            exec(code, g)
    except BaseException as e:   # CancelledError is a BaseException
        report(e, e.__traceback__)


def last_line(text):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return lines[-1] if lines else ""


def run(name, python):
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("PYTHONSTARTUP", None)
    env.pop("PYTHONASYNCIODEBUG", None)
    proc = subprocess.run([python, os.path.abspath(__file__), "--exec", name],
                          cwd=HERE, capture_output=True, timeout=TIMEOUT, env=env)
    err = last_line(proc.stderr.decode("utf-8", "replace")) if proc.returncode else None
    return proc.stdout, err


def gen(name, python):
    out, err = run(name, python)
    base = os.path.join(HERE, name[:-3])
    with open(base + ".out", "wb") as f:
        f.write(out)
    if err is not None:
        with open(base + ".err", "w", encoding="utf-8") as f:
            f.write(err + "\n")
        return "err: " + err
    if os.path.exists(base + ".err"):
        os.remove(base + ".err")
    return "ok"


def programs(argv):
    if argv:
        names = [os.path.basename(a) for a in argv]
        return [n if n.endswith(".py") else n + ".py" for n in names]
    return sorted(n for n in os.listdir(HERE) if n.endswith(".py") and n not in SKIP)


def main(argv):
    python = os.environ.get("PYTHON", "python3")
    if argv[:1] == ["--exec"]:
        execute(argv[1])
        return
    if argv[:1] == ["--repeat"]:
        times = int(argv[1])
        unstable = 0
        for name in programs(argv[2:]):
            first = run(name, python)
            for _ in range(times):
                if run(name, python) != first:
                    unstable += 1
                    print(f"{name}: output changes between runs")
                    break
        print(f"{unstable} unstable")
        sys.exit(1 if unstable else 0)
    names = programs(argv)
    n_err = 0
    for name in names:
        res = gen(name, python)
        if res != "ok":
            n_err += 1
        if argv or os.environ.get("GEN_VERBOSE"):
            print(f"{name}: {res}")
    print(f"{len(names)} programs generated, {n_err} with an expected error")


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""The `baton` command: options, exit statuses and messages.

usage: python3 tests/cli.py BATON     (prints "N passed, M failed")
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(baton, args, stdin=None):
    p = subprocess.run([baton] + args, input=stdin, capture_output=True, text=True,
                       cwd=ROOT, timeout=60)
    return p.returncode, p.stdout, p.stderr


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
    rc, out, err = run(baton, ["run", "-c", "x = (1,"])
    check("syntax error: status 1, CPython format", rc == 1 and
          err.endswith("SyntaxError: '(' was never closed\n") and 'File "<string>", line 1' in err)
    rc, out, err = run(baton, ["run", "-c", "print('a')\n1/0"])
    check("uncaught exception: status 1, output kept", rc == 1 and out == "a\n" and
          err.startswith("Traceback (most recent call last):") and
          err.endswith("ZeroDivisionError: division by zero\n"))
    rc, out, err = run(baton, ["run", "--max-steps", "10000", "-c", "while True: pass"])
    check("--max-steps: status 3", rc == 3 and "step limit" in err)
    rc, out, err = run(baton, ["run", "--max-memory", "2M", "-c",
                               "x = []\nwhile True: x.append(str(len(x)) * 100)"])
    check("--max-memory: status 3", rc == 3 and "memory limit" in err)
    rc, out, err = run(baton, ["run", "--max-output", "100", "-c", "while True: print('y' * 10)"])
    check("--max-output: status 3, output cut", rc == 3 and len(out) <= 100 and "output limit" in err)
    rc, out, err = run(baton, ["run", "--max-depth", "50", "-c",
                               "def f(n): return f(n + 1)\nf(0)"])
    check("--max-depth: RecursionError", rc == 1 and err.endswith(
        "RecursionError: maximum recursion depth exceeded\n"))
    rc, out, err = run(baton, ["run", "--timeout", "1", "-c", "while True: pass"])
    check("--timeout: status 3", rc == 3 and "time limit" in err)
    rc, out, err = run(baton, ["run", "--max-calls", "2", "--tool", "t=echo 1", "-c",
                               "while True: t()"])
    check("--max-calls: status 3", rc == 3 and "tool call limit" in err)
    rc, out, err = run(baton, ["run", "--max-steps", "x", "-c", "1"])
    check("bad number: status 2", rc == 2 and "needs a number" in err)
    rc, out, err = run(baton, ["run", "--tool", "noequals", "-c", "1"])
    check("bad --tool: status 2", rc == 2)
    rc, out, err = run(baton, ["run", "--tool", "t=printf '[1, 2]'", "-c", "print(t(5) + [3])"])
    check("--tool result", rc == 0 and out == "[1, 2, 3]\n")
    rc, out, err = run(baton, ["run", "--tool", "t=cat", "-c", "print(t(1, k='v'))"])
    check("--tool receives {args, kwargs}", rc == 0 and
          out == "{'args': [1], 'kwargs': {'k': 'v'}}\n")
    rc, out, err = run(baton, ["run", "--tool", "t=echo broken >&2; exit 4", "-c",
                               "try:\n    t()\nexcept RuntimeError as e:\n    print('caught', e)"])
    check("tool exit status: RuntimeError with stderr", rc == 0 and out == "caught broken\n")
    rc, out, err = run(baton, ["run", "--tool", "t=echo nope", "-c", "t()"])
    check("tool invalid JSON: ValueError", rc == 1 and "ValueError: tool returned invalid JSON" in err)
    rc, out, err = run(baton, ["describe", "--tools", "host/examples/tools.json"])
    check("describe", rc == 0 and "def get_weather(city: str, units: str = 'C'):" in out and
          '"""Current weather' in out)
    rc, out, err = run(baton, ["dis", "-c", "def f(x):\n    return x + 1\n"])
    check("dis", rc == 0 and "code f" in out and "ADD" in out and "RETURN" in out)
    rc, out, err = run(baton, ["run", "-c", "import os"])
    check("import refused", rc == 1 and err.endswith("ModuleNotFoundError: No module named 'os'\n"))
    rc, out, err = run(baton, ["run", "-c", "class A: pass"])
    check("class refused clearly", rc == 1 and "class definitions are not supported" in err)
    # start / resume: one step per process, state in a file, authenticated
    import tempfile
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

    failed = [n for n, ok in checks if not ok]
    for n in failed:
        print("FAIL", n)
    print(f"{len(checks) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

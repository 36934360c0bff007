#!/usr/bin/env python3
"""Whole tracebacks and source-decoding errors, compared with CPython's.

tests/cases/ compares only the last line of stderr; the programs here are
checked on all of it: the frames, the folding of repeated lines
("[Previous line repeated N more times]"), the header of a MemoryError, and
the SyntaxErrors CPython's tokenizer gives for bytes that are not UTF-8, for
coding declarations and for NUL bytes.  Some programs are not UTF-8 on
purpose, so they live here and not in tests/cases/.

  python3 tests/tracebacks/run.py BATON      run every NAME.py, compare with NAME.json
  python3 tests/tracebacks/run.py --regen    rewrite NAME.json from python3 (CPython 3.11)

NAME.json holds CPython's exit status, stdout and stderr, with the `~~~^^^`
position lines under the frames' source lines.  OVERRIDE lists the
deliberate differences: the last stderr line baton prints instead.  Frames
of CPython's own library files (asyncio's events.py under a callback that
raised) are left out of NAME.json: baton has no such files.
The last line printed is `N passed, M failed`.
"""
import json
import os
import subprocess
import sys
import sysconfig

HERE = os.path.dirname(os.path.abspath(__file__))
TIMEOUT = 60

# Encodings other than utf-8 and latin-1 are refused, saying so.
OVERRIDE = {
    "coding_unknown.py": "SyntaxError: encoding problem: bogus "
                         "(baton reads source only as utf-8 or latin-1)",
}


def run(cmd, name):
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8")
    proc = subprocess.run(cmd + [name], cwd=HERE, capture_output=True,
                          timeout=TIMEOUT, env=env)
    return (proc.returncode, relative(proc.stdout.decode("utf-8", "replace")),
            relative(proc.stderr.decode("utf-8", "replace")))


def relative(text):
    """Both python3 and `baton run` show the script's absolute path; the
    expected outputs keep only its name, so they hold in any checkout."""
    return text.replace(HERE + os.sep, "")


def drop_library_frames(err):
    """err without the frames (File line and the indented lines under it)
    of files in CPython's standard library."""
    lib = '  File "' + sysconfig.get_paths()["stdlib"] + os.sep
    out, skip = [], False
    for line in err.split("\n"):
        if line.startswith('  File "'):
            skip = line.startswith(lib)
        elif not line.startswith("    "):
            skip = False
        if not skip:
            out.append(line)
    return "\n".join(out)


def cases():
    return sorted(n for n in os.listdir(HERE) if n.endswith(".py") and n != "run.py")


def regen():
    for name in cases():
        status, out, err = run([sys.executable], name)
        err = drop_library_frames(err)
        if name in OVERRIDE:
            lines = err.rstrip("\n").split("\n")
            err = "\n".join(lines[:-1] + [OVERRIDE[name]]) + "\n"
        with open(os.path.join(HERE, name[:-3] + ".json"), "w") as f:
            json.dump({"status": status, "stdout": out, "stderr": err}, f,
                      indent=1, ensure_ascii=False)
            f.write("\n")


def main():
    if sys.argv[1:] == ["--regen"]:
        regen()
        return 0
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    baton = os.path.abspath(sys.argv[1])
    passed = failed = 0
    for name in cases():
        with open(os.path.join(HERE, name[:-3] + ".json"), encoding="utf-8") as f:
            want = json.load(f)
        try:
            got = run([baton, "run"], name)
        except subprocess.TimeoutExpired:
            got = ("timeout", "", "")
        if got == (want["status"], want["stdout"], want["stderr"]):
            passed += 1
            continue
        failed += 1
        print(f"FAIL tests/tracebacks/{name}")
        print(f"  status {got[0]} (want {want['status']})")
        for label, g, w in (("stdout", got[1], want["stdout"]),
                            ("stderr", got[2], want["stderr"])):
            if g != w:
                print(f"  {label}: got\n{g}  want\n{w}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""README's examples run: every C block is an excerpt of the example file
named in the `<!-- from PATH -->` line above it (a file `make test` builds
and runs: host/examples/*.c), word for word; every line of an indented
block that calls `build/baton` runs (from a scratch folder where `build`
and `host` lead to the real ones, so state files land there), with status
0 (`start` and `resume` may pause: 4), and the lines after it that are not
commands are its stdout's first lines.

usage: python3 tests/readme.py BATON     (prints "N passed, M failed")
"""
import os
import re
import subprocess
import sys
import tempfile
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def c_blocks(text):
    """(source path or None, block text) for each ```c block."""
    out = []
    for m in re.finditer(r"^```c\n(.*?)^```$", text, re.S | re.M):
        before = text[:m.start()].rstrip("\n").rsplit("\n", 1)[-1]
        src = re.fullmatch(r"<!-- from (\S+) -->", before)
        out.append((src.group(1) if src else None, m.group(1)))
    return out


def excerpt_of(block, path):
    """Whether block's lines are consecutive lines of path (indentation
    taken off both alike)."""
    want = textwrap.dedent(block).splitlines()
    with open(os.path.join(ROOT, path)) as f:
        lines = f.read().splitlines()
    for i in range(len(lines) - len(want) + 1):
        if textwrap.dedent("\n".join(lines[i:i + len(want)])).splitlines() == want:
            return True
    return False


def shell_examples(text):
    """[(command, [expected output lines])] from README's indented blocks,
    in order."""
    out = []
    in_fence = False
    current = None      # the command whose output lines follow, in this block
    for line in text.splitlines():
        if line.startswith("```"):
            in_fence = not in_fence
            current = None
            continue
        if in_fence:
            continue
        m = re.match(r"( {4,})(.*)$", line)
        if not m:
            if line.strip():
                current = None      # a paragraph: the block has ended
            continue
        body = m.group(2)
        if "build/baton " in body:
            current = (body, [])
            out.append(current)
        elif current and body and not body.startswith(("make ", "lexer/", "grammar/", "vm/",
                                                       "host/", "tests/", "tools/")):
            current[1].append(body)
    return out


def main():
    baton = os.path.abspath(sys.argv[1])
    checks = []

    def check(name, cond):
        checks.append((name, bool(cond)))

    with open(os.path.join(ROOT, "README.md")) as f:
        text = f.read()

    blocks = c_blocks(text)
    check(f"README has C blocks ({len(blocks)})", len(blocks) >= 3)
    for k, (src, block) in enumerate(blocks):
        first = block.splitlines()[0] if block else ""
        check(f"C block {k + 1} ({first!r}) names an example file that make test builds ({src})",
              src is not None and re.fullmatch(r"host/examples/\w+\.c", src) and
              os.path.exists(os.path.join(ROOT, src)))
        check(f"C block {k + 1} ({first!r}) is word for word in {src}",
              src is not None and os.path.exists(os.path.join(ROOT, src)) and excerpt_of(block, src))

    examples = shell_examples(text)
    check(f"README has build/baton examples ({len(examples)})", len(examples) >= 8)
    scratch = tempfile.mkdtemp()
    os.symlink(os.path.dirname(baton), os.path.join(scratch, "build"))
    os.symlink(os.path.join(ROOT, "host"), os.path.join(scratch, "host"))
    for cmd, expect in examples:
        command = cmd.split("  #")[0].strip()
        try:
            p = subprocess.run(["sh", "-c", command], cwd=scratch, capture_output=True,
                               text=True, timeout=120)
            rc, out, err = p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            rc, out, err = None, "", "(still running after 120 s)"
        pause = re.match(r"build/baton (start|resume) ", command)
        ok = rc == 0 or (pause and rc == 4)
        check(f"README runs: {command} (status {rc}{', ' + err.strip()[-200:] if not ok else ''})", ok)
        if expect:
            got = out.splitlines()[:len(expect)]
            check(f"README shows its output: {command} ({got} vs {expect})", got == expect)

    failed = [n for n, ok in checks if not ok]
    for n in failed:
        print("FAIL", n)
    print(f"{len(checks) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

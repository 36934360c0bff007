#!/usr/bin/env python3
"""Regenerate tests/fuzz/restore-seeds (the committed seeds of fuzz_restore)
for the current snapshot format.

Each program in tests/fuzz/restore-programs/NAME.py runs under
`baton start` until its first tool call (`pause`, a plain tool, or
`fetch`, an async one), and the state saved there becomes
restore-seeds/NAME.bin (underscores written as dashes): a real snapshot
holding the object kinds the program made, for the fuzzer to mutate.
Then `test_loader --write-seeds` adds the hostile states the loader must
refuse (the fuzz findings, remade with this build).  Seeds are small
(fuzz_restore takes 256 KB at most): a program that saves more is reported.

A format change (SNAP_VERSION) makes every committed seed stale: the
loader refuses it by version before the fuzzer reaches any parser.  Run
this after each bump:

    make all && python3 tools/gen_restore_seeds.py [BUILD_DIR]
"""
import glob
import os
import subprocess
import sys

MAX_LEN = 262144


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    progs = sorted(glob.glob(os.path.join(root, "tests/fuzz/restore-programs/*.py")))
    out_dir = os.path.join(root, "tests/fuzz/restore-seeds")
    os.makedirs(out_dir, exist_ok=True)
    for old in glob.glob(os.path.join(out_dir, "*.bin")):
        os.remove(old)
    bad = 0
    for prog in progs:
        name = os.path.basename(prog)[:-3].replace("_", "-")
        state = os.path.join(out_dir, name + ".bin")
        # on stdin, so that no path of this checkout is in the state
        with open(prog) as f:
            p = subprocess.run([os.path.join(build, "baton"), "start", "-",
                                "--tool", "pause=cat", "--async-tool", "fetch=cat",
                                "--state", state], stdin=f, capture_output=True, text=True)
        size = os.path.getsize(state) if os.path.exists(state) else 0
        # `baton start` exits 4 when the program waits on the host
        if p.returncode != 4 or size == 0 or size > MAX_LEN:
            print(f"{name}: exit {p.returncode}, {size} bytes: {p.stderr.strip()[-300:]}")
            bad += 1
        else:
            print(f"{name}.bin: {size} bytes")
    p = subprocess.run([os.path.abspath(os.path.join(build, "test_loader")), "--write-seeds", out_dir],
                       capture_output=True, text=True, cwd=root)
    print(p.stdout, end="")
    if p.returncode != 0:
        print(p.stderr, end="")
        bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

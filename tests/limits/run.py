#!/usr/bin/env python3
"""Long single operations stop at a limit (issue 16).

Each program below is one instruction (or a few) whose native work would
run for seconds to hours.  Under `--timeout 1 --max-steps 100000` each must
end with exit status 3 (a limit) within BOUND seconds of wall time: the step
budget refuses it up front or stops it while it runs.  The ones marked
`timed` are also run with `--timeout 1` alone, so that the deadline, polled
inside the operation, is what stops them; and every one with `--max-steps`
alone, so that the step charge is what stops it (no clock to fall back on).
A last group checks that small operations still fit a small step budget
(the charging is proportional, not a flat tax).

BOUND is 1.5 s for a normal build and 5 s for a sanitizer build (a build
directory whose name contains "asan"), where everything runs 3-10x slower.
The sanitizer build also collects the whole heap at every GC safe point
(BT_GC_STRESS), so a step there costs time in proportion to the heap: the
`--max-steps` alone mode, which has no clock, is run on normal builds only.

usage: python3 tests/limits/run.py BATON     (prints "N passed, M failed")
"""
import os
import subprocess
import sys
import time

# (program, timed): timed programs run for far more than a second without a
# step limit, so the deadline alone must stop them.
LONG = [
    ("7 ** 10**8", True),
    ("(10**10**6) * (10**10**6 + 1)", True),
    ("pow(3, 10**100000, 10**1000000 + 7)", True),
    ("divmod(10**10**6, 7**10**5)", False),
    ("sorted(range(10**7), key=lambda x: -x)", False),
    ('("ab" * 10**7).count("ab" * 10**5 + "c")', False),
    # found by the audit of the natives
    ("x = 3 ** 10**7; y = x * x", True),                      # Karatsuba
    ("x = (1 << 10**7) + 1; y = x * ((1 << 990) + 1)", False),  # lopsided
    ("x = 10 ** 10**6 // (7 ** 10**5 + 1)", False),           # Knuth division
    ("pow(3, 1 << 10**8, 7)", False),                          # one-limb modulus
    ("pow(3, -1, (1 << 10**6) + 1)", False),                   # modular inverse
    ("pow(12345, 10**100000, (1 << 300000) + 1)", True),       # modular power
    ("sorted(range(10**6, 0, -1))", False),                    # merge sort
    ("x = list(range(10**6)); x.sort(reverse=True); x.sort()", False),
    ('("ab" * 10**7).find("ab" * 10**5 + "c")', False),       # two-way search
    ('("a" * 10**7).replace("a", "bc")', False),
    ('("a b " * 10**6).split(" ")', False),
    ('"-".join(["xy"] * 10**7)', False),
    ('x = "ab" * 10**8', False),                               # sequence repeat
    ("x = [0] * 10**7", False),
    ("x = list(range(10**7))", False),                        # native iteration
    ("x = 1 << 10**9", False),                                # 125 MB shift
    # keys whose hashes all collide (ints equal modulo 2**61 - 1): quadratic
    ("x = [i * (2**61 - 1) for i in range(20000)]; s = set(x)", True),
    ("x = [i * (2**61 - 1) for i in range(20000)]; d = dict.fromkeys(x)", True),
]

# Small operations that must fit in 2000 steps with no limit hit.
SMALL = [
    "print(len(str(3 ** 4000)))",
    "print(sorted([5, 3, 1, 4, 2] * 10)[:3])",
    "print(pow(7, 10**20, 10**40 + 3) % 1000)",
    "print(divmod(10**100, 7**30)[1] % 1000)",
    'print("abcabc" * 100 == "abc" * 200, ("xy" * 50).count("yx"))',
    'print("-".join(["a"] * 50).split("-")[:2], "aaa".replace("a", "bb"))',
]


def is_asan(baton):
    return "asan" in os.path.abspath(baton)


def run(baton, args, prog):
    t0 = time.monotonic()
    p = subprocess.run([baton, "run"] + args + ["-c", prog], capture_output=True,
                       text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr, time.monotonic() - t0


def main():
    baton = sys.argv[1]
    asan = is_asan(baton)
    limit = 5.0 if asan else 1.5
    passed = failed = 0

    def check(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL", what)

    for prog, timed in LONG:
        modes = [(["--timeout", "1", "--max-steps", "100000"], None)]
        if not asan:
            modes.append((["--max-steps", "100000"], "step limit"))
        if timed:
            # no step limit (baton run has a default one): the deadline alone
            modes.append((["--timeout", "1", "--max-steps", "0"], "time limit"))
        for args, why in modes:
            rc, out, err, took = run(baton, args, prog)
            # with the deadline alone, a fast machine may finish the work
            # before the deadline: control came back in time all the same
            done_in_time = why == "time limit" and rc == 0 and took < 1.0
            check(done_in_time or (rc == 3 and took < limit and (why is None or why in err)),
                  f"{' '.join(args)} -c {prog!r}: exit {rc} after {took:.2f} s "
                  f"(want 3 within {limit} s{', ' + why if why else ''}): {err.strip()[-200:]}")
    for prog in SMALL:
        rc, out, err, took = run(baton, ["--max-steps", "2000"], prog)
        want = subprocess.run([sys.executable, "-c", prog], capture_output=True,
                              text=True).stdout
        check(rc == 0 and out == want,
              f"--max-steps 2000 -c {prog!r}: exit {rc}, {out!r} (want {want!r}) {err.strip()}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

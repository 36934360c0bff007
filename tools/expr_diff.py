#!/usr/bin/env python3
"""The driver shared by the expression differential testers
(datetime_diff.py, fractions_diff.py, random_diff.py): for each seed it
asks make_cases(rng, per) for (label, code) pairs, runs
"CASES = [code, ...]" followed by the tester's program under baton and
python3, and prints the cases whose output lines differ."""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from toml_diff import differences  # noqa: E402  (the shared compare loop)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(make_cases, program, default_per=400):
    """argv: [BATON] [SEEDS] [CASES_PER_SEED] [FIRST_SEED]; returns the exit
    status (1 when any case differs)."""
    argv = sys.argv[1:]
    baton = argv[0] if argv else os.path.join(ROOT, "build", "baton")
    seeds = int(argv[1]) if len(argv) > 1 else 10
    per = int(argv[2]) if len(argv) > 2 else default_per
    first = int(argv[3]) if len(argv) > 3 else 0
    differ = 0
    for seed in range(first, first + seeds):
        cases = make_cases(random.Random(seed), per)
        prog = "CASES = [\n%s]\n%s" % ("".join("    %s,\n" % code for _, code in cases),
                                       program)
        differ += differences(baton, seed, [label for label, _ in cases], prog)
    print("%d seeds, %d cases, %d differ" % (seeds, seeds * per, differ))
    return 1 if differ else 0

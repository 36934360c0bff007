"""Run the tests of baton.redis (tests/redis/test_*.py, unittest) against
the Python package built in place by `make python`, with a redis-server of
their own (a unix socket in a temporary folder; never a system instance).

Usage: python3 tests/redis/run.py BUILD/baton   (as tests/run_all.sh calls
it).  Without redis-server or the redis client it FAILS and says what to
install (apt-get install redis-server python3-redis); the sanitizer build
is skipped as in tests/python.  Ends with "N passed, M failed".
"""

import io
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main() -> int:
    build = os.path.dirname(sys.argv[1]) if len(sys.argv) > 1 else "build"
    if "asan" in os.path.basename(build):
        # the extension's C code runs under ASan in tests/python; the
        # 1,000-execution run through worker processes would take far too
        # long with GC stress
        print("baton.redis: skipped for the sanitizer build %s (tests/python runs the "
              "extension under ASan)" % build)
        print("0 passed, 0 failed")
        return 0
    r = subprocess.run(["make", "--no-print-directory", "-s", "python", "B=" + build],
                       cwd=ROOT, capture_output=True, text=True)
    if r.returncode:
        print("baton.redis: the Python extension did not build:\n" + r.stderr[-2000:])
        print("0 passed, 1 failed")
        return 1
    build_py = os.path.join(ROOT, build, "python")
    sys.path[:0] = [build_py, HERE]
    os.environ["BATON_TEST_PATH"] = build_py
    import scale
    why = scale.need()
    if why:
        print("baton.redis: FAILED, missing %s; CI installs both (.ci/run)" % why)
        print("0 passed, 1 failed")
        return 1
    suite = unittest.defaultTestLoader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    log = io.StringIO()
    res = unittest.TextTestRunner(stream=log, verbosity=1).run(suite)
    failed = len(res.failures) + len(res.errors)
    if failed:
        print(log.getvalue())
    print("%d passed, %d failed" % (res.testsRun - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

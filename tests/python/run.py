"""Run the Python package's tests (tests/python/test_*.py, unittest only)
against the extension built in place by `make python`.

Usage: python3 tests/python/run.py BUILD/baton   (as tests/run_all.sh calls
it; the build directory is the argument's directory).  Builds the
extension with `make python B=BUILD` first: without Python's headers, or
for a sanitizer build, it prints why and "0 passed, 0 failed"; a build that
fails otherwise is one failure.  Ends with "N passed, M failed".
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
        # the extension would need libasan preloaded into python3; see
        # README (Python section) for running it under ASan by hand
        print("python package: skipped for the sanitizer build %s" % build)
        print("0 passed, 0 failed")
        return 0
    import sysconfig
    headers = os.path.join(sysconfig.get_paths()["include"], "Python.h")
    if not os.path.exists(headers):
        # the only reason to skip: this python3 cannot build extensions
        print("python package: skipped, no %s (install python3-dev)" % headers)
        print("0 passed, 0 failed")
        return 0
    r = subprocess.run(["make", "--no-print-directory", "-s", "python", "B=" + build],
                       cwd=ROOT, capture_output=True, text=True)
    if r.returncode:
        # a build that breaks is a failure, never a silent skip
        print("python package: the extension did not build:\n" + r.stderr[-2000:])
        print("0 passed, 1 failed")
        return 1
    sys.path.insert(0, os.path.join(ROOT, build, "python"))
    os.environ["BATON_TEST_PATH"] = os.path.join(ROOT, build, "python")
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

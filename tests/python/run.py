"""Run the Python package's tests (tests/python/test_*.py, unittest only)
against the extension built in place by `make python`.

Usage: python3 tests/python/run.py BUILD/baton   (as tests/run_all.sh calls
it; the build directory is the argument's directory).  Builds the
extension with `make python B=BUILD` first: without Python's headers it
prints why and "0 passed, 0 failed"; a build that fails is one failure.
Ends with "N passed, M failed".

For the sanitizer build (a BUILD named *asan*, as `make test` runs it) the
extension is built by `make python-asan` (clang, ASan + UBSan, GC stress)
and the tests run in a child python3 that preloads clang's ASan runtime
(LD_PRELOAD), with PYTHONMALLOC=malloc so that ASan also watches the
Python objects the extension handles.  Without clang's runtime it says so
and counts one failure (CI installs it; `.ci/run`).
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
    sanitized = "asan" in os.path.basename(build)
    if sanitized and not os.environ.get("BATON_ASAN_CHILD"):
        return under_asan(build)
    import sysconfig
    headers = os.path.join(sysconfig.get_paths()["include"], "Python.h")
    if not os.path.exists(headers):
        # the only reason to skip: this python3 cannot build extensions
        print("python package: skipped, no %s (install python3-dev)" % headers)
        print("0 passed, 0 failed")
        return 0
    r = subprocess.run(["make", "--no-print-directory", "-s", "python", "B=" + build],
                       cwd=ROOT, capture_output=True, text=True) if not sanitized else None
    if r is not None and r.returncode:
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
    for case, why in res.skipped:
        print("skipped %s: %s" % (case.id(), why))
    print("%d passed, %d failed" % (res.testsRun - failed - len(res.skipped), failed))
    return 1 if failed else 0


def under_asan(build: str) -> int:
    """Build the sanitized extension, then run this script again in a
    python3 whose first library is clang's ASan runtime."""
    import platform
    try:
        lib = subprocess.run(["clang", "-print-file-name=libclang_rt.asan-%s.so"
                              % platform.machine()], capture_output=True, text=True).stdout
    except OSError:
        lib = ""
    lib = lib.strip()
    if not os.path.isabs(lib) or not os.path.exists(lib):
        print("python package under ASan: clang's ASan runtime not found "
              "(apt-get install clang libclang-rt-14-dev)")
        print("0 passed, 1 failed")
        return 1
    r = subprocess.run(["make", "--no-print-directory", "-s", "python-asan"],
                       cwd=ROOT, capture_output=True, text=True)
    if r.returncode:
        print("python package: the ASan extension did not build:\n" + r.stderr[-2000:])
        print("0 passed, 1 failed")
        return 1
    env = dict(os.environ, BATON_ASAN_CHILD="1", LD_PRELOAD=lib, PYTHONMALLOC="malloc",
               ASAN_OPTIONS="detect_leaks=0:abort_on_error=0",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    r = subprocess.run([sys.executable, os.path.abspath(__file__), sys.argv[1]], env=env,
                       capture_output=True, text=True)
    out = r.stdout
    if r.returncode and not out.rstrip().endswith("failed"):
        # the sanitizer stopped the process: its report is the failure
        out += r.stderr[-6000:] + "\n0 passed, 1 failed\n"
    elif r.returncode:
        out += r.stderr[-6000:]
    sys.stdout.write(out)
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())

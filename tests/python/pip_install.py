"""`pip install ./host/python` on a machine without network (issue 12):
pip with its index disabled builds the package through the in-tree
backend (C compiler and standard library only) into a temporary folder,
and a fresh interpreter imports it from there and runs a program with a
tool.  Part of `make test` (tests/suite.sh), not of `make test-fast`: it
compiles the whole library again (about 40 s of CPU).

Usage: python3 tests/python/pip_install.py     Ends with "N passed, M failed".
"""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CHECK = """
import baton, sys
assert baton.__file__.startswith(sys.argv[1]), baton.__file__
sb = baton.Sandbox()
sb.add_tool("double", lambda x: 2 * x)
r = sb.run("[double(i) for i in range(3)]")
assert r.value == [0, 2, 4], r
print("ok", baton.__version__)
"""


def main() -> int:
    try:
        import pip  # noqa: F401
    except ImportError:
        print("pip install: skipped, this Python has no pip")
        print("0 passed, 0 failed")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        target = os.path.join(tmp, "site")
        env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
                   PIP_NO_CACHE_DIR="1", BATON_JOBS="2",
                   # any proxy a request would go through leads nowhere
                   http_proxy="http://127.0.0.1:9", https_proxy="http://127.0.0.1:9")
        build = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--no-index", "--quiet",
             "--target", target, os.path.join(ROOT, "host", "python")],
            env=env, capture_output=True, text=True, timeout=1800)
        if build.returncode != 0:
            print("FAIL pip install --no-index ./host/python:\n" + build.stdout[-2000:] +
                  build.stderr[-2000:])
            print("0 passed, 1 failed")
            return 1
        run = subprocess.run([sys.executable, "-I", "-c", "import sys; sys.path.insert(0, "
                              "sys.argv[1]); exec(sys.argv[2])", target, CHECK],
                             capture_output=True, text=True, timeout=120, cwd=tmp)
        if run.returncode != 0 or not run.stdout.startswith("ok"):
            print("FAIL the installed package:\n" + run.stdout + run.stderr)
            print("0 passed, 1 failed")
            return 1
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

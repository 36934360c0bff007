"""The stubs as a type checker reads them: a host program using every part
of the API (and baton.redis) passes `mypy --strict`, and a misuse fails.

mypy comes from this Python, else Debian's python3-mypy (/usr/bin/python3
-m mypy; `.ci/run` installs it).  Without either the test is skipped and
says so: tests/python/run.py prints the skips.
"""

import os
import subprocess
import sys
import tempfile
import unittest

import baton

PKG_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(baton.__file__)))

HOST = '''\
import asyncio
from typing import Any

import baton
import baton.redis

sb = baton.Sandbox(max_steps=10_000_000, max_memory="64M", timeout=5.0, max_output="1M",
                   max_calls=100, snapshot_key=b"k")


@sb.tool
def get_weather(city: str, units: str = "C") -> dict[str, Any]:
    """Current weather for a city."""
    return {"city": city, "temp": 18.5}


@sb.tool(name="search", doc="Search.")
def _search(query: str) -> list[str]:
    return [query]


t: baton.Tool = sb.add_tool("approve", None, signature="what: str")
prompt: str = sb.describe() + t.stub()
r: baton.Result = sb.run("get_weather('x')")
out: str = r.output
if r.error is not None:
    print(r.error.type, r.error.message, r.error.traceback, r.error.line)
st: baton.Stats = r.stats
print(st.steps, st.peak_memory, st.tool_calls, st.wall_time, st.as_dict())
ex: baton.Execution = sb.start("approve('x')")
while not ex.done:
    req: baton.Request = ex.requests[0]
    print(req.id, req.tool, req.args, req.kwargs)
    ex.resume({req.id: True}, errors={})
blob: bytes = ex.snapshot()
res: baton.Result = baton.restore(blob, sandbox=sb).run()
sb["user_id"] = 42
print(sb["user_id"], "x" in sb, sb.get("y", 1), sb.tool_spec("anthropic"))
text: str = sb.handle({"code": "1"})


async def main() -> baton.Result:
    return await sb.run_async("1")

asyncio.run(main())
try:
    pass
except baton.LimitExceeded as e:
    print(e.limit, e.used, e.maximum, e.output, e.stats)
except (baton.SnapshotError, baton.BusyError, baton.Error):
    pass

client = baton.redis.Client("redis://localhost:6379/0", ttl=3600)
xid: str = client.submit("print(1)", inputs={"user_id": 42}, timeout=60)
done: baton.Result = client.result(xid, timeout=30)
for open_req in client.requests(xid):
    client.answer(open_req["id"], True)
client.fail("x/1", PermissionError("denied"))
rid: str | None = baton.redis.request_id()
workers = [baton.redis.ProgramWorker(client, "app:tools", key=b"k"),
           baton.redis.ToolWorker(client, {"f": len})]
try:
    client.answer("x/2", 1)
except baton.redis.RefusedError as refused:
    err: baton.Error = refused
'''

MISUSE = '''\
import baton
sb = baton.Sandbox(max_steps="many", timeout="5")
r = sb.run(b"1")
n: int = r.output
'''


def find_mypy():
    """The command that runs mypy, or None."""
    for py in (sys.executable, "/usr/bin/python3"):
        if not os.path.exists(py):
            continue
        r = subprocess.run([py, "-m", "mypy", "--version"], capture_output=True, text=True)
        if r.returncode == 0:
            return [py, "-m", "mypy"]
    return None


class TypingTests(unittest.TestCase):
    def test_host_program_passes_strict_and_misuse_fails(self):
        if os.environ.get("BATON_ASAN_CHILD"):
            self.skipTest("no C code here: the normal build's run checks the stubs")
        mypy = find_mypy()
        if mypy is None:
            self.skipTest("no mypy (apt-get install python3-mypy)")
        with tempfile.TemporaryDirectory(prefix="baton-typing-") as tmp:
            for name, text in (("host.py", HOST), ("misuse.py", MISUSE)):
                with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
                    f.write(text)
            # the package as installed code: its own errors silent, its
            # types (the stubs, and baton.redis's annotations) used
            r = subprocess.run(
                mypy + ["--strict", "--follow-imports=silent", "--ignore-missing-imports",
                        "--python-version", "3.11", "--cache-dir", os.path.join(tmp, "cache"),
                        "host.py", "misuse.py"],
                capture_output=True, text=True, cwd=tmp, env=dict(os.environ, MYPYPATH=PKG_PARENT))
        self.assertNotIn("host.py", r.stdout + r.stderr)
        for line in (2, 3, 4):
            self.assertIn("misuse.py:%d: error" % line, r.stdout)


if __name__ == "__main__":
    unittest.main()

"""The Python package's costs (make bench): Sandbox() + run of a small agent
script with one tool call, against CPython exec of the same script with
the tool as a plain function; and the round trip of one tool call from
the sandbox to Python and back.  Microseconds, best of 5 batches.

Usage: python3 tools/bench/python_bench.py BUILD   (BUILD/python holds the
package built by `make python`)
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(sys.argv[1] if len(sys.argv) > 1 else "build", "python"))
import baton  # noqa: E402

SCRIPT = """\
w = get_weather("Oslo")
hot = w["temp"] > 15
summary = f"{w['city']}: {w['temp']} C" + (" (warm)" if hot else "")
summary
"""


def get_weather(city: str, units: str = "C") -> dict:
    """Current weather for a city."""
    return {"city": city, "temp": 18.5}


def best(fn, n: int) -> float:
    """Microseconds per call, best of 5 batches of n."""
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        times.append((time.perf_counter() - t0) / n * 1e6)
    return min(times)


def sandbox_run():
    sb = baton.Sandbox()
    sb.add_tool("get_weather", get_weather)
    return sb.run(SCRIPT).value


CODE = compile(SCRIPT.replace("\nsummary\n", "\nresult = summary\n"), "<agent>", "exec")


def cpython_exec():
    ns = {"get_weather": get_weather}
    exec(CODE, ns)
    return ns["result"]


def main() -> None:
    assert sandbox_run() == cpython_exec() == "Oslo: 18.5 C (warm)"
    fresh = best(sandbox_run, 2000)
    ref = best(cpython_exec, 2000)
    sb = baton.Sandbox(max_calls=None, max_steps=None)
    sb.add_tool("get_weather", get_weather)
    reuse = best(lambda: sb.run(SCRIPT), 2000)
    n = 20000
    sb.add_tool("noop", lambda: None)
    loop = "for i in range(%d):\n    noop()" % n
    empty = "for i in range(%d):\n    pass" % n
    t_calls = min(_timed(sb, loop) for _ in range(5))
    t_empty = min(_timed(sb, empty) for _ in range(5))
    trip = (t_calls - t_empty) / n * 1e6
    print("python: Sandbox()+run, agent script with 1 tool call: %.1f us "
          "(CPython exec: %.1f us; run on a reused Sandbox: %.1f us)" % (fresh, ref, reuse))
    print("python: tool round trip (sandbox -> Python function -> sandbox): %.2f us" % trip)


def _timed(sb, code: str) -> float:
    t0 = time.perf_counter()
    sb.run(code)
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()

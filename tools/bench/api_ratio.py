"""The host API's costs (BUILD/api_bench) beside CPython's for the same
work, measured in the same run: a fresh VM that loads, runs and frees a
10-line agent script against CPython compiling and exec-ing it in a fresh
namespace (what a host does per request), and the same with VMs sharing a
bt_cache (parsed once) against exec of CPython's precompiled code alone.

Usage: python3 tools/bench/api_ratio.py BUILD
"""

import os
import subprocess
import sys
import time


def best_us(fn, n: int = 2000) -> float:
    """Microseconds per call, best of 5 batches of n."""
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        times.append((time.perf_counter() - t0) / n * 1e6)
    return min(times)


def main() -> None:
    exe = os.path.join(sys.argv[1] if len(sys.argv) > 1 else "build", "api_bench")
    script = subprocess.run([exe, "--script"], capture_output=True, text=True,
                            check=True).stdout
    out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout
    print(out, end="")
    per_exec = cached = None
    for line in out.splitlines():
        if line.startswith("bt_new + load + run + free"):
            per_exec = float(line.split(":")[1].split()[0]) / 1000
        if line.startswith("the same, VMs sharing a bt_cache"):
            cached = float(line.split(":")[1].split()[0]) / 1000
    code = compile(script, "agent.py", "exec")
    whole = best_us(lambda: exec(compile(script, "agent.py", "exec"), {}))
    run = best_us(lambda: exec(code, {}))
    print("CPython compile + exec, same script:         %8.0f ns  (baton: %.2fx its time)"
          % (whole * 1000, per_exec / whole))
    print("CPython exec of the precompiled code alone:  %8.0f ns  (baton with a bt_cache: "
          "%.2fx its time)" % (run * 1000, cached / run))


if __name__ == "__main__":
    main()

"""baton: run Python programs written by AI agents in a sandbox.

A Sandbox runs untrusted Python (a subset of Python 3.11, behaving as
CPython does) inside this process, with no files, network, clock or other
ambient authority (`import` gives baton's own versions of the standard
modules agents use: json, re, math, datetime, collections, ...): the
program reaches nothing but the tools the host registers, under hard
limits it cannot catch.

    import baton

    sb = baton.Sandbox(max_steps=10_000_000, max_memory="64M", timeout=5.0)

    @sb.tool
    def get_weather(city: str, units: str = "C") -> dict:
        \"\"\"Current weather for a city.\"\"\"
        return {"city": city, "temp": 18.5}

    r = sb.run('w = get_weather("Oslo")\\nprint(w["temp"])\\nw')
    r.output, r.value, r.error, r.stats

Public names:
    Sandbox        the interpreter, its tools, limits and globals
    Execution      a run driven step by step (Sandbox.start, restore)
    Request        a tool call waiting for the host
    Result         value, output, error and stats of a run
    Stats          steps, peak memory, tool calls, output, wall time
    Tool           a registered tool (Sandbox.tools)
    Opaque         a sandbox value with no host form (its repr)
    restore        continue a snapshot
    Error          base of baton's exceptions
    PythonError    an exception the program raised (Result.error)
    LimitExceeded  a limit ended the run
    SnapshotError  bytes that are not a valid (authenticated) snapshot
    BusyError      a Sandbox used from two threads (or runs) at once
    DEFAULT_LIMITS the limits a Sandbox gets by default
"""

from ._baton import BusyError, Error, SnapshotError, VERSION as __version__
from ._run import Execution
from ._sandbox import DEFAULT_LIMITS, Sandbox, restore
from ._tools import Tool
from ._types import LimitExceeded, Opaque, PythonError, Request, Result, Stats

__all__ = [
    "Sandbox", "Execution", "Request", "Result", "Stats", "Tool", "Opaque", "restore",
    "Error", "PythonError", "LimitExceeded", "SnapshotError", "BusyError", "DEFAULT_LIMITS",
]

for _name in ("Error", "SnapshotError", "BusyError"):
    globals()[_name].__module__ = "baton"
for _cls in (Execution, Sandbox, Tool, LimitExceeded, Opaque, PythonError, Request, Result,
             Stats):
    _cls.__module__ = "baton"
del _name, _cls

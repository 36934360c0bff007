"""Plain data the sandbox hands back: results, errors, statistics, requests."""

from ._baton import Error


class Opaque:
    """A sandbox value with no host form (a function, a generator, ...).

    Only its ``repr()`` (as the sandbox printed it) crosses: ``repr(o)``
    returns it, and so does the ``repr`` attribute.
    """

    __slots__ = ("repr",)

    def __init__(self, text: str) -> None:
        self.repr = text

    def __repr__(self) -> str:
        return self.repr

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Opaque) and other.repr == self.repr

    def __hash__(self) -> int:
        return hash(self.repr)


class Stats:
    """What a run used: the numbers a host logs.

    steps         instructions counted as ``max_steps`` counts them
    peak_memory   the most bytes the VM held during the run (its baseline
                  of builtins included)
    tool_calls    tool calls the program made
    output_bytes  bytes it printed
    wall_time     seconds from the start of the run to its end, tool time
                  included
    """

    __slots__ = ("steps", "peak_memory", "tool_calls", "output_bytes", "wall_time")

    def __init__(self, steps: int, peak_memory: int, tool_calls: int, output_bytes: int,
                 wall_time: float) -> None:
        self.steps = steps
        self.peak_memory = peak_memory
        self.tool_calls = tool_calls
        self.output_bytes = output_bytes
        self.wall_time = wall_time

    def as_dict(self) -> dict:
        """The statistics as a plain dict (for logs and JSON)."""
        return {k: getattr(self, k) for k in self.__slots__}

    def __repr__(self) -> str:
        return ("Stats(steps=%d, peak_memory=%d, tool_calls=%d, output_bytes=%d, "
                "wall_time=%.6f)" % (self.steps, self.peak_memory, self.tool_calls,
                                     self.output_bytes, self.wall_time))


class PythonError(Error):
    """An exception the sandboxed program did not catch (or a syntax error).

    type       the exception's class name, e.g. ``"ZeroDivisionError"``
    message    its message (``str(exc)`` in CPython)
    traceback  the whole report in CPython's format, ending with
               ``"Type: message"``
    line       the line of the error in the program, or None

    It is returned as ``Result.error``, not raised: the program's error is
    data for the host (and for the model that wrote the program).
    ``Result.unwrap()`` raises it.
    """

    def __init__(self, type: str, message: str, traceback: str, line=None) -> None:
        super().__init__(type + (": " + message if message else ""))
        self.type = type
        self.message = message
        self.traceback = traceback
        self.line = line

    @classmethod
    def from_traceback(cls, text: str) -> "PythonError":
        """Split a CPython-format report into type and message."""
        lines = text.rstrip("\n").split("\n")
        start = 0
        line = None
        for i, ln in enumerate(lines):
            if ln.startswith("  "):
                start = i + 1
                if ln.startswith('  File "') and ", line " in ln:
                    tail = ln.split(", line ", 1)[1]
                    num = tail.split(",", 1)[0]
                    line = int(num) if num.isdigit() else line
        last = "\n".join(lines[start:]) if start < len(lines) else lines[-1]
        typ, sep, msg = last.partition(": ")
        if not sep and last.endswith(":"):
            typ = last[:-1]
        return cls(typ.strip() or "Exception", msg, text, line)


class LimitExceeded(Error):
    """A limit ended the run; the sandboxed program could not catch it.

    limit    which one: ``"steps"``, ``"memory"``, ``"time"``, ``"output"``
             or ``"calls"``
    used     how much the run used of it (steps, peak bytes, seconds, bytes
             printed, tool calls)
    maximum  the limit as configured (None when unknown)
    output   what the program printed before it was stopped
    stats    the run's Stats

    The Sandbox stays usable: its globals are kept and the next run starts
    with fresh budgets.
    """

    def __init__(self, limit: str, used, maximum, message: str, output: str,
                 stats: Stats) -> None:
        super().__init__(message)
        self.limit = limit
        self.used = used
        self.maximum = maximum
        self.output = output
        self.stats = stats


class Result:
    """The outcome of a run.

    value   the value of the program's last expression statement (None if
            it ends with another statement), converted to a host value
    output  everything it printed
    error   a PythonError when the program raised, else None
    stats   a Stats
    stderr  what it wrote to sys.stderr (print(..., file=sys.stderr),
            traceback.print_exc()); an uncaught exception's traceback is
            in error, not here
    """

    __slots__ = ("value", "output", "error", "stats", "stderr")

    def __init__(self, value, output: str, error, stats: Stats, stderr: str = "") -> None:
        self.value = value
        self.output = output
        self.error = error
        self.stats = stats
        self.stderr = stderr

    @property
    def ok(self) -> bool:
        """True when the program ran to its end without an exception."""
        return self.error is None

    def unwrap(self):
        """The value, or raise the PythonError."""
        if self.error is not None:
            raise self.error
        return self.value

    def __repr__(self) -> str:
        return "Result(value=%r, output=%r, error=%r)" % (self.value, self.output, self.error)


class Request:
    """A tool call the program made, waiting for the host's answer.

    id      unique in the run; answer it with Execution.resume({id: value})
    tool    the tool's name (``"asyncio.sleep"`` for the program's own
            ``asyncio.sleep(delay)``: answer it with None once ``args[0]``
            seconds have passed)
    args    positional arguments (a tuple; empty for a tool with a
            signature, whose arguments all arrive by name in kwargs)
    kwargs  keyword arguments (a dict): for a tool with a signature, every
            parameter by name, defaults filled in, in parameter order
    line    the program's line of the call
    """

    __slots__ = ("id", "tool", "args", "kwargs", "line")

    def __init__(self, id: int, tool: str, args, kwargs: dict, line: int) -> None:
        self.id = id
        self.tool = tool
        self.args = tuple(args)
        self.kwargs = kwargs
        self.line = line

    def __repr__(self) -> str:
        return "Request(id=%d, tool=%r, args=%r, kwargs=%r)" % (self.id, self.tool, self.args,
                                                                 self.kwargs)

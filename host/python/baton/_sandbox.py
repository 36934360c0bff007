"""The Sandbox: one sandboxed interpreter with its tools, limits and globals."""

import json
import time

from . import _baton
from ._run import Execution
from ._tools import failinfo, make_tool
from ._types import LimitExceeded, Opaque, PythonError, Request, Result, Stats

DEFAULT_LIMITS = {
    "max_steps": 10_000_000,   # 0.1-0.2 s of busy interpreting
    "max_memory": 64 << 20,    # bytes the program may hold
    "max_depth": 200,          # Python call depth (a catchable RecursionError)
    "max_output": 1 << 20,     # bytes printed per run
    "max_calls": 100,          # tool calls per run
    "timeout": 5.0,            # seconds of wall time per run, tools included
}

_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


def _size(name: str, value):
    """A limit as an int (None: no limit); sizes may be "64M", "512K"."""
    if value is None or (type(value) is int and 0 <= value < 1 << 64):
        return value
    if isinstance(value, str):
        text = value.strip().upper().removesuffix("B")
        unit = text[-1:] if text[-1:] in _UNITS else ""
        number = text[:len(text) - len(unit)]
        if not number.isdigit():
            raise ValueError("%s: not a size: %r (use an int, or e.g. '64M')" % (name, value))
        value = int(number) * _UNITS[unit]
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an int, a size such as '64M', or None" % name)
    if value < 0:
        raise ValueError("%s must be >= 0" % name)
    if value >= 1 << 64:
        raise OverflowError("%s is too large (at most 2**64 - 1; None lifts the limit)" % name)
    return value


def _limits(max_steps, max_memory, max_depth, max_output, max_calls, timeout):
    lim = {"max_steps": _size("max_steps", max_steps),
           "max_memory": _size("max_memory", max_memory),
           "max_depth": _size("max_depth", max_depth),
           "max_output": _size("max_output", max_output),
           "max_calls": _size("max_calls", max_calls)}
    if timeout is not None:
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
            raise TypeError("timeout must be a number of seconds or None")
        if not timeout >= 0:
            raise ValueError("timeout must be >= 0")
        timeout = float(timeout)
    lim["timeout"] = timeout
    return lim


def _vm_args(lim: dict) -> tuple:
    """The limits as _baton.VM's positional arguments (0: the library's
    default, so None lifts a limit)."""
    return (lim["max_steps"] or 0, lim["max_memory"] or 0, lim["max_depth"] or 0,
            lim["max_output"] or 0, lim["max_calls"] or 0, lim["timeout"] or 0.0)


# Checked limits by what was passed (values and their types, so 1 and True
# differ): hosts make a Sandbox per request with the same few settings.
# Values that are not hashable are checked every time; the memo is bounded.
_CHECKED = {}


def _checked(raw: tuple):
    """(limits dict, VM arguments) for the six limit values in raw."""
    key = (raw, tuple(map(type, raw)))
    try:
        hit = _CHECKED.get(key)
    except TypeError:           # an unhashable value: refused by _limits below
        hit = key = None
    if hit is None:
        lim = _limits(*raw)
        hit = (lim, _vm_args(lim))
        if key is not None and len(_CHECKED) < 64:
            _CHECKED[key] = hit
    return hit


_D_STEPS, _D_MEMORY, _D_DEPTH, _D_OUTPUT, _D_CALLS, _D_TIMEOUT = (
    DEFAULT_LIMITS["max_steps"], DEFAULT_LIMITS["max_memory"], DEFAULT_LIMITS["max_depth"],
    DEFAULT_LIMITS["max_output"], DEFAULT_LIMITS["max_calls"], DEFAULT_LIMITS["timeout"])
_DEFAULT_CHECKED = _checked((_D_STEPS, _D_MEMORY, _D_DEPTH, _D_OUTPUT, _D_CALLS, _D_TIMEOUT))

# values with no host form come back as Opaque (every VM of the process)
_baton.set_opaque(Opaque)


class Sandbox:
    """A sandboxed Python interpreter for programs written by a model.

    Globals persist across runs, as in a REPL.  The program can reach
    nothing but the tools registered here.  Every limit has a safe
    default (None lifts it; the memory ceiling is then baton's 256 MiB):

        max_steps=10_000_000   instructions per run
        max_memory="64M"       bytes the program may hold (int or "512K",
                               "64M", "1G")
        max_depth=200          Python call depth (RecursionError, catchable)
        max_output="1M"        bytes printed per run
        max_calls=100          tool calls per run
        timeout=5.0            wall-clock seconds per run, tools included

    The program has no clock and no entropy unless granted: clock=True
    gives it the real time (time.time(), datetime.now(), date.today()),
    entropy=True the system's random bytes (random without a seed,
    uuid.uuid4(), secrets, random.SystemRandom).  Without them those raise
    a RuntimeError saying the host grants none, so runs are reproducible.

    snapshot_key (bytes) authenticates snapshots: restore() refuses bytes
    not made with the same key.  default is a hook, as json.dumps's, that
    converts host objects with no sandbox form (it returns a value that
    has one).  filename names the program in tracebacks.

    A Sandbox is used by one thread at a time (BusyError otherwise); many
    Sandboxes run in parallel on many threads (the VM runs without the
    GIL).
    """

    def __init__(self, *, max_steps=_D_STEPS, max_memory=_D_MEMORY, max_depth=_D_DEPTH,
                 max_output=_D_OUTPUT, max_calls=_D_CALLS, timeout=_D_TIMEOUT,
                 clock=False, entropy=False, snapshot_key=None, default=None,
                 filename="<sandbox>") -> None:
        if snapshot_key is not None and not isinstance(snapshot_key, (bytes, bytearray)):
            raise TypeError("snapshot_key must be bytes")
        if default is not None and not callable(default):
            raise TypeError("default must be callable")
        if (max_steps is _D_STEPS and max_memory is _D_MEMORY and max_depth is _D_DEPTH and
                max_output is _D_OUTPUT and max_calls is _D_CALLS and timeout is _D_TIMEOUT):
            self._lim, self._args = _DEFAULT_CHECKED
        else:
            self._lim, self._args = _checked((max_steps, max_memory, max_depth, max_output,
                                              max_calls, timeout))
        self._limits = None       # a copy of _lim, made when first asked for
        self.filename = filename
        self._key = bytes(snapshot_key) if snapshot_key else None
        self._default = default
        self._tools = {}
        self._sync = {}           # name -> callable: the tools the C loop calls
        self._active = None       # the Execution in progress, if any
        # granted capabilities, as _baton.VM's keywords (none: the fast call)
        self._grants = {k: True for k, v in (("clock", clock), ("entropy", entropy)) if v}
        self._vm = self._new_vm(None)

    @property
    def limits(self) -> dict:
        """The limits in force (max_steps, max_memory, max_depth,
        max_output, max_calls, timeout; None: lifted), as checked from the
        constructor's arguments.  A host may change an entry: it applies
        from the next restore() into this Sandbox."""
        if self._limits is None:
            self._limits = dict(self._lim)
        return self._limits

    def _new_vm(self, blob):
        # the limits as VM arguments (a host, baton.redis, may change them)
        lim = self._limits
        args = self._args if lim is None or lim == self._lim else _vm_args(lim)
        if self._key:
            args += (self._key,)
        if blob is None:
            return _baton.VM(*args, **self._grants)
        return _baton.restore(blob, *args, **self._grants)

    # ---- tools ----

    def tool(self, fn=None, *, name=None, doc=None, signature=None, is_async=None):
        """Register a function as a tool; use as @sb.tool or @sb.tool(...).

        The signature and docstring are read with inspect (annotations as
        written), so the program's calls bind exactly as calls of the
        function would.  name, doc and signature override them; is_async
        overrides the detection of async functions.  Returns the function
        unchanged.
        """
        if fn is None:
            return lambda f: self.tool(f, name=name, doc=doc, signature=signature,
                                       is_async=is_async)
        self.add_tool(name, fn, signature=signature, doc=doc, is_async=is_async)
        return fn

    def add_tool(self, name, fn=None, *, signature=None, doc=None, is_async=None):
        """Register fn as the tool `name`.

        signature is Python parameter syntax ("city: str, units: str = 'C'")
        or a whole header ("async def fetch(url: str) -> str"); without it
        the function's own signature is used, and a callable inspect cannot
        read takes any arguments.  With an explicit signature, parameters
        are passed positionally where Python allows it (callables such as
        builtins may not take keywords).  fn=None registers a tool whose
        calls only the step protocol answers.  Registering a name again
        replaces the tool.
        """
        if self._active is not None:
            self._claim()
        t = make_tool(name, fn, signature, doc, is_async)
        try:
            _register(self, t)
        except ValueError:
            raise ValueError(
                "tool %r: the sandbox cannot use the signature (%s): defaults must be "
                "literals of None, bool, int, float, str, tuple, list, dict or set; pass "
                "signature= to give one" % (t.name, t.signature)) from None
        self._tools[t.name] = t
        if t.fn is not None and not t.is_async:
            self._sync[t.name] = t.call
        else:
            self._sync.pop(t.name, None)
        return t

    @property
    def tools(self) -> dict:
        """The registered tools by name (a copy)."""
        return dict(self._tools)

    def describe(self) -> str:
        """Every tool as a Python stub with its docstring, for a system
        prompt."""
        return "\n".join(t.stub() for t in self._tools.values())

    # ---- runs ----

    def _claim(self) -> None:
        if self._active is not None:
            raise _baton.BusyError(
                "this Sandbox is busy: a run is in progress (a tool calling back into its "
                "Sandbox, a paused sb.start(), or a run_async not finished); finish it or "
                "call its cancel() first")

    def start(self, code: str) -> Execution:
        """Load code and run it until it needs the host: the step protocol.

        Tools are not called here: every call is an Execution.requests
        entry for the host to answer with Execution.resume().  Raises
        LimitExceeded when a limit ends the run.
        """
        ex, _ = self._begin(code)
        if not ex.done:
            try:
                ex._advance(False)
            except BaseException:
                ex._abort()
                raise
        return ex

    def run(self, code: str) -> Result:
        """Run code to its end, calling the tools as the program calls them.

        Returns a Result (value, output, error, stats); an exception the
        program did not catch is Result.error, a limit raises LimitExceeded.
        Async tools and asyncio.sleep work too (on an event loop of the
        run's own).
        """
        if not isinstance(code, str):
            raise TypeError("code must be a str, not %s" % type(code).__name__)
        if self._active is not None:
            self._claim()
        # _begin and Execution._advance(True), inline: this is the hot path
        # of a host that makes a Sandbox per request
        t0 = time.perf_counter()
        vm = self._vm
        err = vm.load(code, self.filename)
        ex = Execution(self, t0)
        if err is not None:
            return self._syntax_error(ex, err)
        self._active = ex
        try:
            st, req = vm.run(self._sync, self._default, failinfo)
            if st == _baton.REQUEST or st == _baton.WAIT:
                if req is not None:
                    ex.requests.append(Request(*req))
                else:
                    ex._note_cancelled()
                return ex._via_loop()
            return ex._finish(st)
        except BaseException:
            ex._abort()
            raise

    async def run_async(self, code: str) -> Result:
        """Run code on the running event loop: async tools run as tasks, so
        asyncio.gather in the program is real concurrency; sync tools run in
        the loop's default thread pool.  Cancelling this coroutine cancels
        the tool tasks and ends the run."""
        ex, res = self._begin(code)
        if res is not None:
            return res
        return await ex._drive()

    def _begin(self, code: str):
        if not isinstance(code, str):
            raise TypeError("code must be a str, not %s" % type(code).__name__)
        self._claim()
        t0 = time.perf_counter()
        err = self._vm.load(code, self.filename)
        ex = Execution(self, t0)
        if err is not None:
            return ex, self._syntax_error(ex, err)
        self._active = ex
        return ex, None

    def _syntax_error(self, ex, err):
        typ, msg, line, _offset, text = err
        ex.done = True
        ex.result = Result(None, "", PythonError(typ, msg, text, line or None),
                           Stats(0, 0, 0, 0, time.perf_counter() - ex._t0))
        return ex.result

    # ---- globals ----

    def __setitem__(self, name: str, value) -> None:
        """sb[name] = value: set a global of the program (converted)."""
        if not isinstance(name, str):
            raise TypeError("global names are str")
        self._vm.set_global(name, value, self._default)

    def __getitem__(self, name: str):
        """sb[name]: a global of the program, converted to a host value
        (KeyError when it does not exist)."""
        if not isinstance(name, str):
            raise TypeError("global names are str")
        found, value = self._vm.get_global(name)
        if not found:
            raise KeyError(name)
        return value

    def __contains__(self, name) -> bool:
        return isinstance(name, str) and self._vm.get_global(name)[0]

    def get(self, name: str, default=None):
        """sb[name], or default when the global does not exist."""
        found, value = self._vm.get_global(name)
        return value if found else default

    # ---- snapshots ----

    def snapshot(self) -> bytes:
        """The Sandbox's state between runs (globals, tools' signatures) as
        bytes, authenticated with snapshot_key; see restore()."""
        self._claim()
        return self._vm.snapshot()

    # ---- integration with tool-calling models ----

    def tool_spec(self, api: str = "openai", name: str = "run_python") -> dict:
        """The definition of a tool that runs Python in this Sandbox, as a
        tool-calling API expects it: api="openai" (Chat Completions:
        {"type": "function", "function": {...}}), "openai-responses"
        ({"type": "function", "name": ...}) or "anthropic" ({"name",
        "description", "input_schema"}).  The description lists the
        functions the program can call.  Answer a call with handle()."""
        schema = {
            "type": "object",
            "properties": {"code": {"type": "string",
                                    "description": "The Python program to run."}},
            "required": ["code"],
        }
        stubs = self.describe()
        desc = ("Run a Python 3 program in a sandbox and see what it prints. Use it to call "
                "the functions below, loop, filter and combine their results in one step. "
                "print() what you need to see; the value of a final expression is shown too. "
                "Globals persist between calls. Standard modules (json, re, math, datetime, "
                "collections, itertools, ...) can be imported; files and network are not "
                "reachable" + (("; async functions can be awaited together with "
                                       "asyncio.gather") if any(t.is_async for t in
                                                                self._tools.values()) else "")
                + ".")
        if stubs:
            desc += "\n\nAvailable functions:\n\n" + stubs
        if api == "openai":
            return {"type": "function",
                    "function": {"name": name, "description": desc, "parameters": schema}}
        if api == "openai-responses":
            return {"type": "function", "name": name, "description": desc,
                    "parameters": schema}
        if api == "anthropic":
            return {"name": name, "description": desc, "input_schema": schema}
        raise ValueError("api must be 'openai', 'openai-responses' or 'anthropic'")

    def handle(self, tool_input, max_chars: int = 8000) -> str:
        """Run a model's call of the tool_spec() tool and return the text
        the model should see: the output, the final value, or the error
        with a short traceback, cut to about max_chars.

        tool_input is the call's input: a dict {"code": ...} (Anthropic), its
        JSON text (OpenAI's arguments), or the code itself.
        """
        code = tool_input
        if isinstance(tool_input, str):
            try:
                parsed = json.loads(tool_input)
            except ValueError:
                parsed = None
            if isinstance(parsed, dict):
                code = parsed
        if isinstance(code, dict):
            if not isinstance(code.get("code"), str):
                return 'Error: the input needs a "code" string.'
            code = code["code"]
        parts = []
        try:
            r = self.run(code)
        except LimitExceeded as e:
            if e.output:
                parts.append(_cut(e.output, max_chars // 2).rstrip("\n"))
            parts.append("Stopped: %s. Make the program do less." % e)
            return "\n".join(parts)
        if r.output:
            parts.append(_cut(r.output, max_chars // 2).rstrip("\n"))
        if r.error is not None:
            parts.append(_short_traceback(r.error.traceback, max_chars // 2))
        elif r.value is not None:
            parts.append("Result: " + _cut(repr(r.value), max_chars // 4))
        return "\n".join(parts) if parts else "(no output)"

    def __repr__(self) -> str:
        return "<baton.Sandbox tools=[%s]>" % ", ".join(self._tools)


def _cut(text: str, n: int) -> str:
    if len(text) <= n:
        return text
    half = max(n // 2 - 20, 0)
    return "%s\n... (%d characters cut) ...\n%s" % (text[:half], len(text) - 2 * half,
                                                     text[len(text) - half:])


def _short_traceback(text: str, n: int) -> str:
    """The frames of the program (the last few) and the error line."""
    lines = text.rstrip("\n").split("\n")
    if len(lines) > 12:
        lines = lines[:1] + ["  ..."] + lines[-10:]
    return _cut("\n".join(lines), n)


def restore(blob: bytes, sandbox=None, **options) -> Execution:
    """Continue a snapshot (Execution.snapshot or Sandbox.snapshot).

    sandbox: the Sandbox to restore into (its VM is replaced; its tools
    serve the calls and its limits and snapshot_key apply), or None for a
    new Sandbox made with options (limits, snapshot_key=, default= ...).
    Returns the Execution: paused on its requests (answer them with
    resume(), or serve them with run()/run_async()), or already done when
    the snapshot was taken between runs.  Raises SnapshotError for bytes
    that are not a snapshot, are damaged, or fail authentication.
    """
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise TypeError("a snapshot is bytes, not %s" % type(blob).__name__)
    if sandbox is None:
        sandbox = Sandbox(**options)
    elif options:
        raise TypeError("options apply to a new Sandbox; the given sandbox has its own")
    sandbox._claim()
    vm = sandbox._new_vm(bytes(blob))
    ex = Execution(sandbox, time.perf_counter())
    sandbox._vm = vm
    ex.requests = [_req(r) for r in vm.pending()]
    if not ex.requests:
        # paused with answers not yet delivered, or between runs
        st, req = vm.step()
        if st == -1:
            ex.done = True
            _register_missing(sandbox)
            return ex
        sandbox._active = ex
        if st == _baton.REQUEST:
            ex.requests.append(_req(req))
            ex._advance(False)
        elif st == _baton.WAIT:
            ex._note_cancelled()
        else:
            ex._finish(st)
        return ex
    sandbox._active = ex
    return ex


def _req(t):
    return Request(*t)


def _register_missing(sb: Sandbox) -> None:
    """Tools of the Sandbox the snapshot did not have (it was idle)."""
    d = sb._vm.describe()
    for t in sb._tools.values():
        if ("def %s(" % t.name) not in d:
            _register(sb, t)


def _register(sb: Sandbox, t) -> None:
    """Register t in sb's VM; LimitExceeded when its signature's defaults
    (run at registration the first time the process sees the signature)
    ran into one of the sandbox's limits."""
    limited = sb._vm.tool(t.name, t.signature, t.doc, t.is_async)
    if limited is not None:
        limit, text = limited
        maximum = sb.limits.get({"steps": "max_steps", "memory": "max_memory",
                                 "time": "timeout", "output": "max_output",
                                 "calls": "max_calls"}.get(limit, ""))
        raise LimitExceeded(limit, None, maximum,
                            "tool %r: its signature's defaults ran into a limit: %s"
                            % (t.name, text), "", Stats(0, 0, 0, 0, 0.0))

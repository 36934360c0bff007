"""Runs: the step protocol (Execution) and the drivers that serve tools.

One Execution is one run of a program in a Sandbox, from load to its end.
Three ways to drive it, all on the same VM calls:

- the host itself: Execution.requests / resume() (the step protocol);
- synchronously (Sandbox.run, Execution.run): the C loop calls sync tools
  without leaving C; the first async tool call, asyncio.sleep or wait moves
  the rest of the run onto an event loop of its own (asyncio.run, or a
  helper thread when this thread already runs a loop);
- on the caller's event loop (Sandbox.run_async, Execution.run_async): each
  request starts a task at once (async tools as tasks, sync tools in the
  loop's default thread pool, sleeps as asyncio.sleep), the VM steps on
  while they run, and a request the program no longer wants (bt_cancelled)
  has its task cancelled.  Cancelling the run cancels every tool task.

A run that ends by the host's exception (a tool raising KeyboardInterrupt,
a cancelled run_async) is aborted: the Sandbox stays usable.
"""

import asyncio
import concurrent.futures
import functools
import time

from . import _baton
from ._tools import SLEEP_TOOL, failinfo
from ._types import LimitExceeded, PythonError, Request, Result, Stats

_REQUEST, _WAIT, _DONE, _ERROR, _LIMIT = (_baton.REQUEST, _baton.WAIT, _baton.DONE,
                                          _baton.ERROR, _baton.LIMIT)


class Execution:
    """A run in progress (from Sandbox.start or baton.restore).

    requests   the tool calls waiting for an answer (a list of Request)
    cancelled  ids of requests the program no longer wants (its task was
               cancelled, a wait_for timed out ...): answering them is
               harmless and ignored
    done       True once the program ended
    result     its Result once done (None before, and after a limit)
    sandbox    the Sandbox it runs in
    """

    def __init__(self, sandbox, t0: float) -> None:
        self.sandbox = sandbox
        self.requests = []
        self.cancelled = []
        self.done = False
        self.result = None
        self._t0 = t0

    # ---- the step protocol ----

    def resume(self, results=None, errors=None) -> "Execution":
        """Answer requests and run until the program needs the host again.

        results maps request ids to values (converted as tool results are);
        errors maps ids to exceptions (instances or classes), raised at the
        call sites in the program as the same builtin type with the same
        message.  Returns self; raises LimitExceeded when a limit ends the
        run.
        """
        self._check_open()
        results = results or {}
        errors = errors or {}
        self._check_ids(results, "results")
        self._check_ids(errors, "errors")
        vm = self.sandbox._vm
        answered = set()
        for rid, value in results.items():
            vm.fulfil(rid, value, self.sandbox._default, "the answer to request %d" % rid)
            answered.add(rid)
        for rid, exc in errors.items():
            if isinstance(exc, type):
                exc = exc()
            if not isinstance(exc, BaseException):
                raise TypeError("errors: expected an exception for request %d, got %s"
                                % (rid, type(exc).__name__))
            vm.fail(rid, *failinfo(exc))
            answered.add(rid)
        self.requests = [r for r in self.requests if r.id not in answered]
        self._advance(False)
        return self

    def snapshot(self) -> bytes:
        """The run's whole state as bytes (authenticated with the Sandbox's
        snapshot_key); baton.restore(blob, sandbox=...) continues it, in
        this process or another."""
        return self.sandbox._vm.snapshot()

    def cancel(self) -> None:
        """Give up on the run: it ends where it is (no finally block runs);
        the Sandbox keeps its globals and is ready for the next run."""
        if not self.done:
            self.sandbox._vm.abort()
            self._close()

    # ---- driving with the Sandbox's tools ----

    def run(self) -> Result:
        """Serve the outstanding requests and the rest of the run with the
        Sandbox's tools, synchronously (see Sandbox.run)."""
        self._check_open()
        try:
            if self.requests:
                return self._via_loop()
            return self._advance(True)
        except BaseException:
            self._abort()
            raise

    async def run_async(self) -> Result:
        """Serve the outstanding requests and the rest of the run on the
        running event loop (see Sandbox.run_async)."""
        self._check_open()
        return await self._drive()

    # ---- internals ----

    def _check_ids(self, answers, what: str) -> None:
        """Refuse, before anything is delivered, keys that are not the id of
        a request waiting for its answer (or one the program cancelled)."""
        if not hasattr(answers, "items"):
            raise TypeError("%s must be a dict of request ids, not %s"
                            % (what, type(answers).__name__))
        waiting = None
        for rid in answers:
            if type(rid) is not int:
                hint = " (use req.id)" if isinstance(rid, Request) else ""
                raise TypeError("%s: a request id is an int%s, not %s"
                                % (what, hint, type(rid).__name__))
            if waiting is None:
                waiting = {r.id for r in self.requests}
                waiting.update(self.cancelled)
            if rid not in waiting:
                raise ValueError("%s: request %d is not waiting for an answer (waiting: %s)"
                                 % (what, rid, ", ".join(str(r.id) for r in self.requests)
                                    or "none"))

    def _check_open(self) -> None:
        if self.done:
            raise _baton.Error("this run has ended")

    def _close(self) -> None:
        self.done = True
        self.requests = []
        if self.sandbox._active is self:
            self.sandbox._active = None

    def _abort(self) -> None:
        if not self.done:
            try:
                self.sandbox._vm.abort()
            finally:
                self._close()

    def _note_cancelled(self) -> list:
        ids = self.sandbox._vm.cancelled()
        if ids:
            gone = set(ids)
            self.cancelled.extend(ids)
            self.requests = [r for r in self.requests if r.id not in gone]
        return ids

    def _advance(self, serve: bool):
        """Step until the host must act.  serve: call the sync tools here
        (the C loop) and hand anything else to an event loop."""
        sb = self.sandbox
        vm = sb._vm
        tools = sb._sync if serve else {}
        while True:
            st, req = vm.run(tools, sb._default, failinfo)
            if st == _REQUEST:
                self.requests.append(Request(*req))
                if serve:
                    return self._via_loop()
                continue
            if st == _WAIT:
                self._note_cancelled()
                if serve:
                    return self._via_loop()
                return None
            return self._finish(st)

    def _via_loop(self) -> Result:
        """The rest of a synchronous run on an event loop of its own."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(self._drive())
        # this thread runs a loop already: a helper thread runs ours while
        # this one waits (the VM is still used by one thread at a time)
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, self._drive()).result()

    def _finish(self, st: int):
        sb = self.sandbox
        (output, stderr, steps, calls, out_bytes, peak, limit, cancelled,
         value) = sb._vm.finish(st == _DONE)
        wall = time.perf_counter() - self._t0
        stats = Stats(steps, peak, calls, out_bytes, wall)
        if cancelled:
            self.cancelled.extend(cancelled)
        self._close()
        if st == _DONE:
            self.result = Result(value, output, None, stats, stderr)
            return self.result
        text = sb._vm.error_text()
        if st == _LIMIT:
            used = {"steps": steps, "memory": peak, "time": wall, "output": out_bytes,
                    "calls": calls}.get(limit)
            maximum = sb.limits.get({"steps": "max_steps", "memory": "max_memory",
                                     "time": "timeout", "output": "max_output",
                                     "calls": "max_calls"}.get(limit, ""))
            raise LimitExceeded(limit or "unknown", used, maximum, text, output, stats)
        self.result = Result(None, output, PythonError.from_traceback(text), stats, stderr)
        return self.result

    async def _drive(self) -> Result:
        sb = self.sandbox
        vm = sb._vm
        loop = asyncio.get_running_loop()
        tasks = {}
        timeout = sb.limits.get("timeout")
        deadline = self._t0 + timeout if timeout else None

        def launch(r: Request) -> None:
            if r.tool == SLEEP_TOOL:
                fut = loop.create_task(asyncio.sleep(r.args[0] if r.args else 0))
            else:
                tool = sb._tools.get(r.tool)
                if tool is None or tool.fn is None:
                    vm.fail(r.id, "RuntimeError", "tool %r has no host function" % r.tool)
                    return
                if tool.is_async:
                    fut = loop.create_task(_call_async(tool.call, r.args, r.kwargs))
                else:
                    fut = loop.run_in_executor(None, functools.partial(tool.call, *r.args,
                                                                       **r.kwargs))
            tasks[r.id] = fut

        def answer(rid: int, fut) -> None:
            if fut.cancelled():
                vm.fail(rid, "CancelledError", "the host cancelled the tool call")
                return
            exc = fut.exception()
            if exc is not None:
                if not isinstance(exc, Exception):
                    raise exc
                vm.fail(rid, *failinfo(exc))
                return
            tool = sb._tools.get(_tool_of(self, rid))
            who = "the result of tool '%s'" % (tool.name if tool else "?")
            try:
                vm.fulfil(rid, fut.result(), sb._default, who)
            except (TypeError, ValueError, MemoryError) as e:
                vm.fail(rid, *failinfo(e))

        try:
            for r in self.requests:
                launch(r)
            while True:
                for rid in self._note_cancelled():
                    fut = tasks.pop(rid, None)
                    if fut is not None:
                        fut.cancel()
                st, req = vm.step()
                if st == _REQUEST:
                    r = Request(*req)
                    self.requests.append(r)
                    launch(r)
                    continue
                if st == _WAIT:
                    if not tasks:
                        # nothing will ever answer: the program would hang
                        raise _baton.Error("the program waits for requests nobody serves: %r"
                                           % self.requests)
                    wait = None
                    if deadline is not None:
                        wait = max(deadline - time.perf_counter(), 0) + 0.005
                    done, _ = await asyncio.wait(list(tasks.values()), timeout=wait,
                                                 return_when=asyncio.FIRST_COMPLETED)
                    for rid in [k for k, f in tasks.items() if f in done]:
                        fut = tasks.pop(rid)
                        answer(rid, fut)
                        self.requests = [r for r in self.requests if r.id != rid]
                    continue
                if st == -1:
                    raise _baton.Error("nothing to run: no program is loaded")
                return self._finish(st)
        except BaseException:
            self._abort()
            raise
        finally:
            for fut in tasks.values():
                fut.cancel()


def _tool_of(ex: Execution, rid: int):
    for r in ex.requests:
        if r.id == rid:
            return r.tool
    return None


async def _call_async(fn, args, kwargs):
    return await fn(*args, **kwargs)

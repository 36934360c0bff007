# asyncio's functions written in Python: each is compiled into the prelude
# namespace at its first call (the module holds natives named asyncio.NAME,
# builtins.c, whose fallback they are); the primitives _aio_* are natives of
# vm/async.c, joined to the prelude namespace at `import asyncio`.

async def sleep(delay, result=None):
    if delay <= 0:
        await _aio_yield()
        return result
    await _aio_timer(delay)
    return result


async def _aio_cancel_and_wait(fut):
    waiter = _aio_waiter(fut)
    fut.cancel()
    await waiter


async def wait_for(fut, timeout):
    _aio_current_task()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = _aio_ensure_future(fut)
        if fut.done():
            return fut.result()
        await _aio_cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    timer = _aio_timer(timeout)
    fut = _aio_ensure_future(fut)
    waiter = _aio_waiter(timer, fut)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            await _aio_cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        await _aio_cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        _aio_cancel(timer)


async def _aio_wait_one(q):
    f = await q
    if f is None:
        raise TimeoutError
    return f.result()


def as_completed(fs, *, timeout=None):
    if _aio_isfuture(fs) or _aio_iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    todo = _aio_todo(fs)
    q = _aio_queue(todo, None if timeout is None or not todo else _aio_timer(timeout))
    for _ in range(len(todo)):
        yield _aio_wait_one(q)


def run(main, *, debug=None):
    if _aio_loop(0):
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not _aio_iscoroutine(main):
        raise ValueError(f'a coroutine was expected, got {main!r}')
    _aio_loop(1)
    try:
        return _aio_block(_aio_create_task(main))
    finally:
        left = _aio_cancel_all()
        if left is not None:
            _aio_block(left)
        _aio_log_unretrieved()
        _aio_loop(-1)


def _aio_log_unretrieved():
    # CPython's loop logs a task's exception no one retrieved when the task
    # is freed (usually as soon as it ends); baton logs them as the loop
    # ends, the same record through the 'asyncio' logger
    tasks = _aio_unretrieved()
    if tasks:
        import logging
        for t in tasks:
            exc = t.exception()
            logging.getLogger('asyncio').error(
                'Task exception was never retrieved\nfuture: %r' % (t,),
                exc_info=(type(exc), exc, exc.__traceback__))


# ---- user awaitables: objects whose class defines __await__ ----

async def _ht_await(meth):
    # `await x` for such an x (interp.c): CPython's `yield from x.__await__()`
    # as asyncio's Task drives it.  A bare yield gives the other tasks a
    # turn; anything else is thrown back in as the Task's RuntimeError (a
    # future counts only when yielded by a future's own __await__, which
    # awaits it instead).
    it = _aio_await_iter(meth())
    exc = None
    while True:
        try:
            if exc is not None:
                throw = getattr(it, 'throw', None)
                if throw is None:
                    raise exc
                y = throw(exc)
            else:
                y = next(it)
        except StopIteration as stop:
            return stop.value
        exc = None
        try:
            if y is None:
                await _aio_yield()
            elif _aio_isfuture(y):
                raise RuntimeError('yield was used instead of yield from in task '
                                   f'{_aio_current_task()!r} with {y!r}')
            else:
                raise RuntimeError(f'Task got bad yield: {y!r}')
        except BaseException as e:
            exc = e


async def _ht_wrap_awaitable(aw):
    return await aw


def _ht_awaitables(aws):
    # aws with each user awaitable in a coroutine of its own, the same
    # object twice in the same one (the natives' want_py fallback)
    out = []
    seen = []
    for a in aws:
        if _aio_awaitable(a):
            for o, c in seen:
                if o is a:
                    break
            else:
                c = _ht_wrap_awaitable(a)
                seen.append((a, c))
            a = c
        out.append(a)
    return out


def _ht_gather(*aws, return_exceptions=False):
    return _aio_gather(*_ht_awaitables(aws), return_exceptions=return_exceptions)


def _ht_ensure_future(aw):
    return _aio_ensure_future(_ht_awaitables((aw,))[0])


def _ht_todo(fs):
    return _aio_todo(_ht_awaitables(fs))


# ---- done callbacks (Future and Task methods; the runners: vm/async.c) ----

async def _aio_call_cb(fn, fut):
    fn(fut)


def _fut_add_done_callback(fut, fn, *, context=None):
    _aio_add_cb(fut, fn, _aio_call_cb(fn, fut))


def _fut_remove_done_callback(fut, fn):
    n = 0
    for f, runner in _aio_callbacks(fut):
        if f == fn:
            _aio_remove_cb(fut, runner)
            n += 1
    return n


def _fut_get_loop(fut):
    return get_running_loop()


# ---- wait, shield, all_tasks (after CPython 3.11's asyncio/tasks.py) ----

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


def all_tasks(loop=None):
    return set(_aio_all_tasks())


def _mk_WaitState():
    # (a class made in a function: its methods' code is reachable from
    # a prelude function, as snapshots need)
    class _WaitState:
        # the shared state of wait()'s done callbacks (CPython: a closure)
        def __init__(self, waiter, counter, return_when):
            self.waiter = waiter
            self.counter = counter
            self.return_when = return_when
            self.timer = None

        def on_completion(self, f):
            self.counter -= 1
            if (self.counter <= 0 or self.return_when == FIRST_COMPLETED or
                    self.return_when == FIRST_EXCEPTION and (not f.cancelled() and
                                                             f.exception() is not None)):
                if self.timer is not None:
                    _aio_cancel(self.timer)
                    self.timer = None
                if not self.waiter.done():
                    self.waiter.set_result(None)

        def on_timeout(self, t):
            # (t, a timer, is cancelled only once the waiter is done)
            if not self.waiter.done():
                self.waiter.set_result(None)
    _WaitState.__qualname__ = '_WaitState'
    return _WaitState


_WaitState = _mk_WaitState()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if _aio_isfuture(fs) or _aio_iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    # (CPython makes a set; the given order is kept here, so the callbacks
    # run in an order that does not depend on addresses)
    todo = []
    for f in fs:
        if _aio_iscoroutine(f):
            raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
        if not any(g is f for g in todo):
            todo.append(f)
    todo = [_aio_ensure_future(f) for f in todo]
    _aio_current_task()
    st = _WaitState(_aio_future(), len(todo), return_when)
    if timeout is not None:
        st.timer = _aio_timer(timeout)
        _fut_add_done_callback(st.timer, st.on_timeout)
    for f in todo:
        _fut_add_done_callback(f, st.on_completion)
    try:
        await st.waiter
    finally:
        if st.timer is not None:
            _aio_cancel(st.timer)
        for f in todo:
            _fut_remove_done_callback(f, st.on_completion)
    done, pending = set(), set()
    for f in todo:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def _mk_Shield():
    class _Shield:
        def __init__(self, inner, outer):
            self.inner = inner
            self.outer = outer

        def inner_done(self, inner):
            outer = self.outer
            if outer.cancelled():
                if not inner.cancelled():
                    inner.exception()
                return
            if inner.cancelled():
                outer.cancel()
            else:
                exc = inner.exception()
                if exc is not None:
                    outer.set_exception(exc)
                else:
                    outer.set_result(inner.result())

        def outer_done(self, outer):
            if not self.inner.done():
                _fut_remove_done_callback(self.inner, self.inner_done)
    _Shield.__qualname__ = '_Shield'
    return _Shield


_Shield = _mk_Shield()


def shield(arg):
    inner = _aio_ensure_future(arg)
    if inner.done():
        return inner
    outer = _aio_future()
    sh = _Shield(inner, outer)
    _fut_add_done_callback(inner, sh.inner_done)
    _fut_add_done_callback(outer, sh.outer_done)
    return outer


# ---- the loop object: what agent programs reach through it ----

def _mk_Handle():
    class _Handle:
        __module__ = 'asyncio.events'

        def __init__(self, fn, args, timer):
            self._fn = fn
            self._args = args
            self._timer = timer
            self._cancelled = False

        def __repr__(self):
            return '<TimerHandle cancelled>' if self._cancelled else '<Handle>'

        def cancel(self):
            if not self._cancelled:
                self._cancelled = True
                if self._timer is not None:
                    _aio_cancel(self._timer)

        def cancelled(self):
            return self._cancelled

        def _run(self, f):
            if not self._cancelled:
                self._fn(*self._args)
    _Handle.__qualname__ = '_Handle'
    return _Handle


_Handle = _mk_Handle()


def _mk_Loop():
    class _Loop:
        # asyncio's running loop as far as a sandbox has one: no threads, no
        # processes, no sockets.  time() is the host's clock when it grants one.
        __module__ = 'asyncio.unix_events'

        def __repr__(self):
            return '<_UnixSelectorEventLoop running=True closed=False debug=False>'

        def time(self):
            return _aio_time('loop.time')

        def is_running(self):
            return True

        def is_closed(self):
            return False

        def get_debug(self):
            return False

        def create_future(self):
            return _aio_future()

        def create_task(self, coro, *, name=None, context=None):
            return _aio_create_task(coro, name=name, context=context)

        def call_soon(self, callback, *args, context=None):
            h = _Handle(callback, args, None)
            f = _aio_future()
            _fut_add_done_callback(f, h._run)
            f.set_result(None)
            return h

        def call_later(self, delay, callback, *args, context=None):
            t = _aio_timer(delay)
            h = _Handle(callback, args, t)
            _fut_add_done_callback(t, h._run)
            return h

        def run_in_executor(self, executor, func, *args):
            # no threads in the sandbox: func runs now, in the calling task
            if executor is not None:
                raise RuntimeError('run_in_executor(): baton runs no executors (no threads); '
                                   'pass None to run the function in the calling task')
            f = _aio_future()
            try:
                f.set_result(func(*args))
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as e:
                f.set_exception(e)
            return f
    _Loop.__qualname__ = '_Loop'
    return _Loop


_Loop = _mk_Loop()


def _aio_time(what):
    import time
    try:
        return time.monotonic()
    except RuntimeError:
        raise RuntimeError(f'asyncio: {what}(): the host grants no clock '
                           '(baton run --clock grants one)') from None


def get_running_loop():
    _aio_current_task()    # RuntimeError: no running event loop
    loop = _the_loop.get(0)
    if loop is None:
        loop = _the_loop[0] = _Loop()
    return loop


_the_loop = {}


def get_event_loop():
    return get_running_loop()


async def to_thread(func, /, *args, **kwargs):
    # no threads in the sandbox: func runs in the awaiting task
    _aio_current_task()
    return func(*args, **kwargs)


# ---- timeouts (after CPython 3.11's asyncio/timeouts.py) ----
# The VM has no clock: a delay becomes a sleep request (the host's timer),
# and only timeout_at(), when() and reschedule() need loop.time().

def _mk_Timeout():
    class Timeout:
        __module__ = 'asyncio.timeouts'

        def __init__(self, when, delay=None):
            self._state = 'created'
            self._timer = None
            self._task = None
            self._when = when
            self._delay = delay

        def when(self):
            if self._when is None and self._delay is not None:
                self._when = _aio_time('Timeout.when') + self._delay
            return self._when

        def reschedule(self, when):
            if self._state != 'active':
                if self._state == 'created':
                    raise RuntimeError('Timeout has not been entered')
                raise RuntimeError(f'Cannot change state of {self._state} Timeout')
            self._when = when
            self._delay = None
            self._arm(None if when is None else when - _aio_time('Timeout.reschedule'))

        def _arm(self, delay):
            if self._timer is not None:
                _aio_cancel(self._timer)
                self._timer = None
            if delay is None:
                return
            if delay <= 0:
                self._timer = _aio_future()
                _fut_add_done_callback(self._timer, self._on_timeout)
                self._timer.set_result(None)
            else:
                self._timer = _aio_timer(delay)
                _fut_add_done_callback(self._timer, self._on_timeout)

        def expired(self):
            return self._state in ('expiring', 'expired')

        def __repr__(self):
            info = ''
            if self._state == 'active':
                when = self._when
                if when is None and self._delay is not None:
                    info = ' when=?'
                else:
                    info = f' when={None if when is None else round(when, 3)}'
            return f'<Timeout [{self._state}]{info}>'

        async def __aenter__(self):
            if self._state != 'created':
                raise RuntimeError('Timeout has already been entered')
            task = _aio_current_task()
            if task is None:
                raise RuntimeError('Timeout should be used inside a task')
            self._state = 'active'
            self._task = task
            self._cancelling = task.cancelling()
            if self._delay is not None:
                self._arm(self._delay)
            elif self._when is not None:
                self._arm(self._when - _aio_time('timeout_at'))
            return self

        async def __aexit__(self, exc_type, exc_val, exc_tb):
            if self._timer is not None:
                _aio_cancel(self._timer)
                self._timer = None
            if self._state == 'expiring':
                self._state = 'expired'
                if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                    raise TimeoutError from exc_val
            elif self._state == 'active':
                self._state = 'finished'
            return None

        def _on_timeout(self, t):
            # (a timer cancelled or replaced is no longer self._timer)
            if self._state != 'active' or t is not self._timer:
                return
            self._task.cancel()
            self._state = 'expiring'
            self._timer = None
    Timeout.__qualname__ = 'Timeout'
    return Timeout


Timeout = _mk_Timeout()


def timeout(delay):
    _aio_current_task()
    return Timeout(None, delay)


def timeout_at(when):
    return Timeout(when)


# ---- TaskGroup (after CPython 3.11's asyncio/taskgroups.py) ----

def _mk_TaskGroup():
    class TaskGroup:
        __module__ = 'asyncio.taskgroups'

        def __init__(self):
            self._entered = False
            self._exiting = False
            self._aborting = False
            self._parent_task = None
            self._parent_cancel_requested = False
            self._tasks = {}     # (CPython: a set; a dict keeps creation order)
            self._errors = []
            self._base_error = None
            self._on_completed_fut = None

        def __repr__(self):
            info = ['']
            if self._tasks:
                info.append(f'tasks={len(self._tasks)}')
            if self._errors:
                info.append(f'errors={len(self._errors)}')
            if self._aborting:
                info.append('cancelling')
            elif self._entered:
                info.append('entered')
            return f"<TaskGroup{' '.join(info)}>"

        async def __aenter__(self):
            if self._entered:
                raise RuntimeError(f'TaskGroup {self!r} has already been entered')
            self._parent_task = _aio_current_task()
            if self._parent_task is None:
                raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
            self._entered = True
            return self

        async def __aexit__(self, et, exc, tb):
            self._exiting = True
            if exc is not None and self._is_base_error(exc) and self._base_error is None:
                self._base_error = exc
            propagate_cancellation_error = exc if et is CancelledError else None
            if self._parent_cancel_requested:
                if self._parent_task.uncancel() == 0:
                    propagate_cancellation_error = None
            if et is not None:
                if not self._aborting:
                    self._abort()
            while self._tasks:
                if self._on_completed_fut is None:
                    self._on_completed_fut = _aio_future()
                try:
                    await self._on_completed_fut
                except CancelledError as ex:
                    if not self._aborting:
                        propagate_cancellation_error = ex
                        self._abort()
                self._on_completed_fut = None
            if self._base_error is not None:
                raise self._base_error
            if propagate_cancellation_error and not self._errors:
                raise propagate_cancellation_error
            if et is not None and et is not CancelledError:
                self._errors.append(exc)
            if self._errors:
                try:
                    me = BaseExceptionGroup('unhandled errors in a TaskGroup', self._errors)
                    raise me from None
                finally:
                    self._errors = None

        def create_task(self, coro, *, name=None, context=None):
            if not self._entered:
                raise RuntimeError(f'TaskGroup {self!r} has not been entered')
            if self._exiting and not self._tasks:
                raise RuntimeError(f'TaskGroup {self!r} is finished')
            if self._aborting:
                raise RuntimeError(f'TaskGroup {self!r} is shutting down')
            task = _aio_create_task(coro, context=context)
            if name is not None:
                task.set_name(name)
            _fut_add_done_callback(task, self._on_task_done)
            self._tasks[task] = None
            return task

        def _is_base_error(self, exc):
            return isinstance(exc, (SystemExit, KeyboardInterrupt))

        def _abort(self):
            self._aborting = True
            for t in list(self._tasks):
                if not t.done():
                    t.cancel()

        def _on_task_done(self, task):
            self._tasks.pop(task, None)
            if self._on_completed_fut is not None and not self._tasks:
                if not self._on_completed_fut.done():
                    self._on_completed_fut.set_result(True)
            if task.cancelled():
                return
            exc = task.exception()
            if exc is None:
                return
            self._errors.append(exc)
            if self._is_base_error(exc) and self._base_error is None:
                self._base_error = exc
            if self._parent_task.done():
                return
            if not self._aborting and not self._parent_cancel_requested:
                self._abort()
                self._parent_cancel_requested = True
                self._parent_task.cancel()
    TaskGroup.__qualname__ = 'TaskGroup'
    return TaskGroup


TaskGroup = _mk_TaskGroup()


def _runner_run(coro, context):
    # one Runner.run: asyncio.run, except that the tasks it leaves pending
    # stay for the next run (Runner.close cancels them), as on CPython's
    # loop, which a Runner keeps between runs
    _aio_loop(1)
    try:
        return _aio_block(_aio_create_task(coro, context=context))
    finally:
        _aio_loop(-2)


def _runner_close():
    _aio_loop(1)
    try:
        left = _aio_cancel_all()
        if left is not None:
            _aio_block(left)
        _aio_log_unretrieved()
    finally:
        _aio_loop(-1)


def _mk_Runner():
    class Runner:
        # asyncio.Runner (3.11) on the VM's one event loop: the tasks a
        # run() leaves pending go on in the next run() and are cancelled by
        # close(), as with CPython's loop of its own.
        __module__ = 'asyncio.runners'

        def __init__(self, *, debug=None, loop_factory=None):
            self._state = 'created'

        def __enter__(self):
            self._lazy_init()
            return self

        def __exit__(self, exc_type, exc_val, exc_tb):
            self.close()

        def close(self):
            if self._state == 'initialized':
                self._state = 'closed'
                _runner_close()

        def get_loop(self):
            self._lazy_init()
            loop = _the_loop.get(0)
            if loop is None:
                loop = _the_loop[0] = _Loop()
            return loop

        def run(self, coro, *, context=None):
            if not _aio_iscoroutine(coro):
                raise ValueError(f'a coroutine was expected, got {coro!r}')
            if _aio_loop(0):
                raise RuntimeError('Runner.run() cannot be called from a running event loop')
            self._lazy_init()
            return _runner_run(coro, context)

        def _lazy_init(self):
            if self._state == 'closed':
                raise RuntimeError('Runner is closed')
            self._state = 'initialized'
    Runner.__qualname__ = 'Runner'
    return Runner


Runner = _mk_Runner()


def _aio_classes():
    # the classes the asyncio module shows (vm_import_asyncio)
    return TaskGroup, Timeout, Runner


def iscoroutinefunction(func):
    """True if func is a coroutine function (async def, or marked by
    inspect.markcoroutinefunction)."""
    import inspect
    return inspect.iscoroutinefunction(func)


def iscoroutine(obj):
    """True if obj is a coroutine object."""
    return _aio_iscoroutine(obj)


def _aio_introspection():
    # the functions the asyncio module shows (vm_asyncio_lazy)
    return iscoroutinefunction, iscoroutine


# ---- coroutine.__await__() (vm/gen.c) ----

def _mk_coroutine_wrapper():
    class coroutine_wrapper:
        __module__ = 'builtins'

        def __init__(self, coro):
            self._coro = coro

        def __iter__(self):
            return self

        def __next__(self):
            return self._coro.send(None)

        def send(self, value):
            return self._coro.send(value)

        def throw(self, *args):
            return self._coro.throw(*args)

        def close(self):
            return self._coro.close()
    coroutine_wrapper.__qualname__ = 'coroutine_wrapper'
    return coroutine_wrapper


coroutine_wrapper = _mk_coroutine_wrapper()


def _coro_await(coro):
    return coroutine_wrapper(coro)

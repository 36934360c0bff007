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


async def _aio_abandon(job):
    # cancel job, then wait until it has really ended (it may catch the
    # CancelledError and go on for a while, or even return a value)
    ended = _aio_waiter(job)
    job.cancel()
    await ended


def _aio_late_result(job):
    # the outcome of a job wait_for gave up on: a job that did stop for
    # the cancel reads as the timeout (its CancelledError the cause)
    try:
        return job.result()
    except CancelledError as why:
        raise TimeoutError() from why


async def wait_for(fut, timeout):
    _aio_current_task()
    if timeout is None:
        return await fut
    if timeout <= 0:
        job = _aio_ensure_future(fut)
        if job.done():
            return job.result()
        await _aio_abandon(job)
        return _aio_late_result(job)
    # (the timer is asked for before the job is wrapped in a task, so the
    # host sees the requests in CPython's order)
    alarm = _aio_timer(timeout)
    job = _aio_ensure_future(fut)
    try:
        try:
            await _aio_waiter(alarm, job)
        except CancelledError:
            # this task itself was cancelled while it waited
            if not job.done():
                await _aio_abandon(job)
                raise
            return job.result()
        if not job.done():
            await _aio_abandon(job)
            return _aio_late_result(job)
        return job.result()
    finally:
        _aio_cancel(alarm)


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
    _the_loop[0] = _Loop()    # each run has a loop of its own
    try:
        return _aio_block(_aio_create_task(main))
    finally:
        left = _aio_cancel_all()
        if left is not None:
            _aio_block(left)
        _aio_log_unretrieved()
        _aio_close_agens()
        _aio_loop(-1)


def _aio_close_agens():
    # CPython's loop.shutdown_asyncgens as the loop ends: the async
    # generators started under it and not finished are closed together
    # (their finally blocks run); what a close raises is dropped
    gens = list(_agen_started)
    _agen_started.clear()
    if gens:
        _aio_block(_ht_gather(*[g.aclose() for g in gens], return_exceptions=True))


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
    # `await x` for such an x (interp.c): CPython's `yield from
    # x.__await__()`.  What the iterator yields goes up to a hand-written
    # driver when the awaits above end in a send() (coroutines stepped by
    # hand: the value sent back is what _aio_pass_up returns, an exception
    # thrown is what it raises); under an asyncio Task a bare yield gives
    # the other tasks a turn, and anything else is thrown back in as the
    # Task's RuntimeError (a future counts only when yielded by a future's
    # own __await__, which awaits it instead).
    it = _aio_await_iter(meth())
    sent = exc = None
    while True:
        try:
            if exc is not None:
                throw = getattr(it, 'throw', None)
                if throw is None:
                    raise exc
                y = throw(exc)
            elif sent is None:
                y = next(it)
            else:
                y = it.send(sent)
        except StopIteration as stop:
            return stop.value
        sent = exc = None
        try:
            if _aio_by_hand():
                sent = _aio_pass_up(y)
            elif y is None:
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
    try:
        fn(fut)
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as e:
        _aio_callback_failed(fn, (fut,), e)


def _aio_call_text(fn, args, kwargs):
    # a callback call as CPython's loop names it: qualified name, each
    # argument's reprlib.repr, a functools.partial's own arguments after,
    # then " at FILE:LINE" when the function is Python code
    import functools, reprlib
    after = ''
    while isinstance(fn, functools.partial):
        after = _aio_args_text(reprlib, args, kwargs) + after
        fn, args, kwargs = fn.func, fn.args, fn.keywords
    name = getattr(fn, '__qualname__', None) or getattr(fn, '__name__', None) or repr(fn)
    text = name + _aio_args_text(reprlib, args, kwargs) + after
    where = _aio_func_source(_aio_unwrapped(fn))
    if where is not None:
        text += f' at {where[0]}:{where[1]}'
    return text


def _aio_args_text(reprlib, args, kwargs):
    shown = [reprlib.repr(a) for a in args]
    if kwargs:
        shown += [f'{k}={reprlib.repr(v)}' for k, v in kwargs.items()]
    return '(' + ', '.join(shown) + ')'


def _aio_unwrapped(fn):
    # (inspect.unwrap without importing inspect: its __wrapped__ chain)
    seen = 0
    while hasattr(fn, '__wrapped__') and seen < 100:
        fn = fn.__wrapped__
        seen += 1
    return fn


def _aio_callback_failed(fn, args, exc, kwargs=None):
    # An exception escaping a callback is logged at once through the
    # 'asyncio' logger, as CPython's loop does: "Exception in callback
    # CALL", the handle, the traceback.  (CPython's traceback starts with a
    # frame of its asyncio/events.py, which baton does not have.)
    import logging
    call = _aio_call_text(fn, args, kwargs)
    logging.getLogger('asyncio').error(
        f'Exception in callback {call}\nhandle: <Handle {call}>',
        exc_info=(type(exc), exc, exc.__traceback__))


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


# ---- wait, shield, all_tasks: CPython 3.11's behaviour over done callbacks ----

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


def all_tasks(loop=None):
    return set(_aio_all_tasks())


def _mk_Gate():
    # (a class made in a function: its methods' code is reachable from
    # a prelude function, as snapshots need)
    class _Gate:
        # what wait() sleeps on: opens when enough of its jobs have ended
        # (one for FIRST_COMPLETED, a failed one for FIRST_EXCEPTION, all of
        # them), or when the optional alarm rings
        def __init__(self, jobs, mode):
            self.opened = _aio_future()
            self.left = jobs
            self.mode = mode
            self.alarm = None

        def job_ended(self, job):
            self.left -= 1
            enough = self.left <= 0 or self.mode == FIRST_COMPLETED
            if not enough and self.mode == FIRST_EXCEPTION:
                enough = not job.cancelled() and job.exception() is not None
            if enough:
                if self.alarm is not None:
                    _aio_cancel(self.alarm)
                    self.alarm = None
                self.open()

        def rang(self, alarm):
            self.open()

        def open(self):
            if not self.opened.done():
                self.opened.set_result(None)
    _Gate.__qualname__ = '_Gate'
    return _Gate


_Gate = _mk_Gate()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if _aio_isfuture(fs) or _aio_iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when != FIRST_COMPLETED and return_when != FIRST_EXCEPTION and \
            return_when != ALL_COMPLETED:
        raise ValueError(f'Invalid return_when value: {return_when}')
    # CPython makes a set of fs; baton keeps the order given (first
    # occurrence of each object), so the callbacks below run in an order
    # that does not depend on addresses
    jobs = []
    for f in fs:
        if _aio_iscoroutine(f):
            raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
        for g in jobs:
            if g is f:
                break
        else:
            jobs.append(f)
    jobs = [_aio_ensure_future(f) for f in jobs]
    _aio_current_task()
    gate = _Gate(len(jobs), return_when)
    if timeout is not None:
        gate.alarm = _aio_timer(timeout)
        _fut_add_done_callback(gate.alarm, gate.rang)
    for j in jobs:
        _fut_add_done_callback(j, gate.job_ended)
    try:
        await gate.opened
    finally:
        if gate.alarm is not None:
            _aio_cancel(gate.alarm)
        for j in jobs:
            _fut_remove_done_callback(j, gate.job_ended)
    finished = {j for j in jobs if j.done()}
    return finished, {j for j in jobs if j not in finished}


def _aio_pass_on(src, dst):
    # dst (pending) ends as src ended
    if src.cancelled():
        dst.cancel()
        return
    err = src.exception()
    if err is None:
        dst.set_result(src.result())
    else:
        dst.set_exception(err)


def _mk_Guard():
    class _Guard:
        # shield(): the outer future reports the inner job's outcome; a
        # cancel of the outer one stops here, the inner job runs on
        def __init__(self, inner, outer):
            self.inner = inner
            self.outer = outer

        def inner_ended(self, inner):
            if not self.outer.cancelled():
                _aio_pass_on(inner, self.outer)
            elif not inner.cancelled():
                inner.exception()   # (retrieved: nobody is told it failed)

        def outer_ended(self, outer):
            if not self.inner.done():
                _fut_remove_done_callback(self.inner, self.inner_ended)
    _Guard.__qualname__ = '_Guard'
    return _Guard


_Guard = _mk_Guard()


def shield(arg):
    job = _aio_ensure_future(arg)
    if job.done():
        return job
    g = _Guard(job, _aio_future())
    _fut_add_done_callback(job, g.inner_ended)
    _fut_add_done_callback(g.outer, g.outer_ended)
    return g.outer


# ---- the loop object: what agent programs reach through it ----

def _mk_Handle():
    class _Handle:
        # what call_soon/call_later return: cancel() before it runs drops the
        # call (and the host's timer)
        __module__ = 'asyncio.events'

        def __init__(self, fn, args, timer):
            self._call = (fn, args)
            self._timer = timer
            self._dropped = False

        def __repr__(self):
            if self._dropped:
                return '<TimerHandle cancelled>'
            return '<Handle>'

        def cancel(self):
            if self._dropped:
                return
            self._dropped = True
            if self._timer is not None:
                _aio_cancel(self._timer)

        def cancelled(self):
            return self._dropped

        def _fire(self, f):
            if self._dropped:
                return
            fn, args = self._call
            try:
                fn(*args)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as e:
                _aio_callback_failed(fn, args, e)
    _Handle.__qualname__ = '_Handle'
    return _Handle


_Handle = _mk_Handle()


def _mk_Loop():
    class _Loop:
        # asyncio's running loop as far as a sandbox has one: no threads, no
        # processes, no sockets.  time() is the host's clock when it grants one.
        __module__ = 'asyncio.unix_events'

        _closed = False

        def __repr__(self):
            return (f'<_UnixSelectorEventLoop running={self.is_running()} '
                    f'closed={self._closed} debug=False>')

        def time(self):
            return _aio_time('loop.time')

        def is_running(self):
            return _the_loop.get(0) is self and _aio_loop(0)

        def is_closed(self):
            return self._closed

        def close(self):
            if self.is_running():
                raise RuntimeError('Cannot close a running event loop')
            if not self._closed:
                self._closed = True
                if _the_loop.get(0) is self:
                    # what it still has queued never runs (CPython drops it)
                    _aio_loop(1)
                    _aio_loop(-1)

        def run_until_complete(self, future):
            if self._closed:
                raise RuntimeError('Event loop is closed')
            if _aio_loop(0):
                if _the_loop.get(0) is self:
                    raise RuntimeError('This event loop is already running')
                raise RuntimeError('Cannot run the event loop while another loop is running')
            if not _aio_iscoroutine(future):
                import asyncio
                if not (asyncio.isfuture(future) or _aio_awaitable(future)):
                    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')
                future = _ht_wrap_awaitable(future)
            _the_loop[0] = self
            return _runner_run(future, None)

        def get_debug(self):
            return False

        def create_future(self):
            return _aio_future()

        def _queue(self, make, *args, **kw):
            # made while the loop runs, or queued for its next run
            if _aio_loop(0):
                return make(*args, **kw)
            if self._closed:
                raise RuntimeError('Event loop is closed')
            _the_loop[0] = self
            _aio_loop(1)
            try:
                return make(*args, **kw)
            finally:
                _aio_loop(-2)

        def create_task(self, coro, *, name=None, context=None):
            return self._queue(_aio_create_task, coro, name=name, context=context)

        def call_soon(self, callback, *args, context=None):
            return self._queue(_loop_soon, callback, args)

        def call_later(self, delay, callback, *args, context=None):
            return self._queue(_loop_later, delay, callback, args)

        def run_in_executor(self, executor, func, *args):
            # no threads in the sandbox: func runs now, in the calling task;
            # an executor's submit (concurrent.futures' pools run inline)
            # gives a future whose outcome the asyncio future copies
            f = _aio_future()
            if executor is None:
                try:
                    out = func(*args)
                except (SystemExit, KeyboardInterrupt):
                    raise
                except BaseException as e:
                    f.set_exception(e)
                else:
                    f.set_result(out)
                return f

            def copy(done):
                if f.done():
                    return
                if done.cancelled():
                    f.cancel()
                elif done.exception() is not None:
                    f.set_exception(done.exception())
                else:
                    f.set_result(done.result())
            import concurrent.futures
            done = executor.submit(func, *args)
            if _aio_isfuture(done):
                return done
            if not isinstance(done, concurrent.futures.Future):
                raise AssertionError(f'concurrent.futures.Future is expected, got {done!r}')
            done.add_done_callback(copy)
            return f
    _Loop.__qualname__ = '_Loop'
    return _Loop


_Loop = _mk_Loop()


def _loop_soon(callback, args):
    # a future already done: its callback runs from the ready queue
    h = _Handle(callback, args, None)
    f = _aio_future()
    _fut_add_done_callback(f, h._fire)
    f.set_result(None)
    return h


def _loop_later(delay, callback, args):
    t = _aio_timer(delay)
    h = _Handle(callback, args, t)
    _fut_add_done_callback(t, h._fire)
    return h


def _aio_time(what):
    import time
    return time._clock(f'asyncio: {what}()')


def _aio_the_loop():
    # the one loop object of the VM, made at its first use
    loop = _the_loop.get(0)
    if loop is None:
        loop = _the_loop[0] = _Loop()
    return loop


_the_loop = {}


def get_running_loop():
    _aio_current_task()    # RuntimeError: no running event loop
    return _aio_the_loop()


def get_event_loop():
    # 3.11.7: no DeprecationWarning; with no loop running, the loop set by
    # set_event_loop, else a new one that becomes the set one
    if _aio_loop(0):
        return get_running_loop()
    if 'set' not in _the_loop:
        _the_loop['set'] = _Loop()
    loop = _the_loop['set']
    if loop is None:
        raise RuntimeError("There is no current event loop in thread 'MainThread'.")
    return loop


def set_event_loop(loop):
    if loop is not None and not isinstance(loop, _Loop):
        raise TypeError('loop must be an instance of AbstractEventLoop or None, '
                        f"not '{type(loop).__name__}'")
    _the_loop['set'] = loop


def new_event_loop():
    return _Loop()


async def to_thread(func, /, *args, **kwargs):
    # no threads in the sandbox: func runs in the awaiting task
    _aio_current_task()
    return func(*args, **kwargs)


# ---- timeouts: asyncio.Timeout as 3.11 shows it ----
# The VM has no clock: a delay becomes a sleep request (the host's timer),
# and only timeout_at(), when() and reschedule() need loop.time().  A
# Timeout goes through the states created -> active -> (expiring ->
# expired | finished), the words its repr shows.

def _mk_Timeout():
    class Timeout:
        __module__ = 'asyncio.timeouts'

        def __init__(self, when, delay=None):
            self._state = 'created'
            self._deadline = when     # loop time, when known
            self._delay = delay       # seconds from entering, for timeout(d)
            self._alarm = None        # the timer future armed now
            self._owner = None        # the task it cancels
            self._owner_cancels = 0   # owner.cancelling() when entered

        def when(self):
            if self._deadline is None and self._delay is not None:
                self._deadline = _aio_time('Timeout.when') + self._delay
            return self._deadline

        def reschedule(self, when):
            if self._state == 'created':
                raise RuntimeError('Timeout has not been entered')
            if self._state != 'active':
                raise RuntimeError(f'Cannot change state of {self._state} Timeout')
            self._deadline, self._delay = when, None
            if when is None:
                self._set_alarm(None)
            else:
                self._set_alarm(when - _aio_time('Timeout.reschedule'))

        def _set_alarm(self, delay):
            # replace the armed timer by one of delay seconds (None: none;
            # not positive: it rings at the next turn of the loop)
            if self._alarm is not None:
                _aio_cancel(self._alarm)
            self._alarm = None
            if delay is None:
                return
            now = delay <= 0
            self._alarm = _aio_future() if now else _aio_timer(delay)
            _fut_add_done_callback(self._alarm, self._rang)
            if now:
                self._alarm.set_result(None)

        def expired(self):
            return self._state == 'expiring' or self._state == 'expired'

        def __repr__(self):
            extra = ''
            if self._state == 'active':
                if self._deadline is not None:
                    extra = f' when={round(self._deadline, 3)}'
                elif self._delay is not None:
                    extra = ' when=?'
                else:
                    extra = ' when=None'
            return f'<Timeout [{self._state}]{extra}>'

        async def __aenter__(self):
            if self._state != 'created':
                raise RuntimeError('Timeout has already been entered')
            me = _aio_current_task()
            if me is None:
                raise RuntimeError('Timeout should be used inside a task')
            self._state = 'active'
            self._owner = me
            self._owner_cancels = me.cancelling()
            if self._delay is not None:
                self._set_alarm(self._delay)
            elif self._deadline is not None:
                self._set_alarm(self._deadline - _aio_time('timeout_at'))
            return self

        async def __aexit__(self, exc_type, exc_val, exc_tb):
            self._set_alarm(None)
            if self._state == 'active':
                self._state = 'finished'
            elif self._state == 'expiring':
                self._state = 'expired'
                # the CancelledError is ours when no other cancel came since
                mine = self._owner.uncancel() <= self._owner_cancels
                if mine and exc_type is CancelledError:
                    raise TimeoutError from exc_val
            return None

        def _rang(self, alarm):
            # (a timer cancelled or replaced is no longer the armed one)
            if self._state == 'active' and alarm is self._alarm:
                self._alarm = None
                self._state = 'expiring'
                self._owner.cancel()
    Timeout.__qualname__ = 'Timeout'
    return Timeout


Timeout = _mk_Timeout()


def timeout(delay):
    _aio_current_task()
    return Timeout(None, delay)


def timeout_at(when):
    return Timeout(when)


# ---- TaskGroup: 3.11's semantics ----
# The task that runs `async with` owns the group.  A child's failure
# cancels the other children and the owner (once), whose body then leaves
# through __aexit__; __aexit__ waits until no child is left, then raises,
# in this order of preference: a SystemExit or KeyboardInterrupt seen
# (of the body or a child), the CancelledError of a cancel that came from
# outside when nothing failed, or an ExceptionGroup of every failure (the
# children's in the order they ended, then the body's).

def _aio_fatal(exc):
    return isinstance(exc, (SystemExit, KeyboardInterrupt))


def _mk_TaskGroup():
    class TaskGroup:
        __module__ = 'asyncio.taskgroups'

        def __init__(self):
            self._stage = 'new'        # 'new' -> 'inside' -> 'leaving'
            self._owner = None
            self._children = {}        # pending child -> None, in creation order
            self._failures = []
            self._fatal = None         # the first SystemExit/KeyboardInterrupt
            self._stopping = False     # the children are being cancelled
            self._owner_cancelled = False   # we cancelled the owner (once)
            self._all_ended = None     # what __aexit__ sleeps on

        def __repr__(self):
            parts = ['<TaskGroup']
            if self._children:
                parts.append(f'tasks={len(self._children)}')
            if self._failures:
                parts.append(f'errors={len(self._failures)}')
            if self._stopping:
                parts.append('cancelling')
            elif self._stage != 'new':
                parts.append('entered')
            return ' '.join(parts) + '>'

        async def __aenter__(self):
            if self._stage != 'new':
                raise RuntimeError(f'TaskGroup {self!r} has already been entered')
            owner = _aio_current_task()
            if owner is None:
                raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
            self._owner = owner
            self._stage = 'inside'
            return self

        async def __aexit__(self, et, exc, tb):
            self._stage = 'leaving'
            if exc is not None and _aio_fatal(exc) and self._fatal is None:
                self._fatal = exc
            # a CancelledError of the body propagates unless it was only
            # the one this group sent its owner
            outside_cancel = exc if et is CancelledError else None
            if self._owner_cancelled and self._owner.uncancel() == 0:
                outside_cancel = None
            if et is not None:
                self._stop_children()
            while self._children:
                self._all_ended = _aio_future()
                try:
                    await self._all_ended
                except CancelledError as c:
                    if not self._stopping:
                        outside_cancel = c
                        self._stop_children()
            self._all_ended = None
            if self._fatal is not None:
                raise self._fatal
            if outside_cancel is not None and not self._failures:
                raise outside_cancel
            if et is not None and et is not CancelledError:
                self._failures.append(exc)
            if not self._failures:
                return None
            errs, self._failures = self._failures, None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', errs) from None

        def create_task(self, coro, *, name=None, context=None):
            if self._stage == 'new':
                raise RuntimeError(f'TaskGroup {self!r} has not been entered')
            if self._stage == 'leaving' and not self._children:
                raise RuntimeError(f'TaskGroup {self!r} is finished')
            if self._stopping:
                raise RuntimeError(f'TaskGroup {self!r} is shutting down')
            child = _aio_create_task(coro, context=context)
            if name is not None:
                child.set_name(name)
            _fut_add_done_callback(child, self._child_ended)
            self._children[child] = None
            return child

        def _stop_children(self):
            if self._stopping:
                return
            self._stopping = True
            for child in list(self._children):
                if not child.done():
                    child.cancel()

        def _child_ended(self, child):
            self._children.pop(child, None)
            if not self._children and self._all_ended is not None \
                    and not self._all_ended.done():
                self._all_ended.set_result(True)
            err = None if child.cancelled() else child.exception()
            if err is None:
                return
            self._failures.append(err)
            if self._fatal is None and _aio_fatal(err):
                self._fatal = err
            if self._owner.done() or self._stopping or self._owner_cancelled:
                return
            # the first failure: stop the others and wake the owner's body
            self._stop_children()
            self._owner_cancelled = True
            self._owner.cancel()
    TaskGroup.__qualname__ = 'TaskGroup'
    return TaskGroup


TaskGroup = _mk_TaskGroup()


# ---- Runner: asyncio.run in steps, over the VM's one loop ----

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
        _aio_close_agens()
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
            self._ready()
            return self

        def __exit__(self, exc_type, exc_val, exc_tb):
            self.close()

        def close(self):
            if self._state == 'initialized':
                self._state = 'closed'
                _runner_close()

        def get_loop(self):
            self._ready()
            return _aio_the_loop()

        def run(self, coro, *, context=None):
            if not _aio_iscoroutine(coro):
                raise ValueError(f'a coroutine was expected, got {coro!r}')
            if _aio_loop(0):
                raise RuntimeError('Runner.run() cannot be called from a running event loop')
            self._ready()
            return _runner_run(coro, context)

        def _ready(self):
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

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
        _aio_loop(-1)


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

# asyncio's Lock, Event, Condition, Semaphore, BoundedSemaphore and
# Barrier (with BrokenBarrierError), after CPython
# 3.11's asyncio/locks.py: a task that must wait parks on a Future of its
# own in a FIFO of waiters, and the one that frees the primitive completes
# the first waiter still pending, so tasks wake in CPython's order (lists
# stand for its deques: waiters are few, and collections costs an import).
# The asyncio module takes these names at its import (vm/async.c).
import asyncio

__all__ = ('Lock', 'Event', 'Condition', 'Semaphore', 'BoundedSemaphore', 'Barrier',
           'BrokenBarrierError')


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin):
    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<asyncio.locks.Lock object [{extra}]>'

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or
                                 all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = []
        fut = asyncio.Future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except asyncio.CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False
        self._wake_up_first()

    def _wake_up_first(self):
        if self._waiters:
            fut = self._waiters[0]
            if not fut.done():
                fut.set_result(True)


class Event:
    def __init__(self):
        self._waiters = []
        self._value = False

    def __repr__(self):
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<asyncio.locks.Event object [{extra}]>'

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = asyncio.Future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Semaphore(_ContextManagerMixin):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<asyncio.locks.{type(self).__name__} object [{extra}]>'

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = []
        fut = asyncio.Future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except asyncio.CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class Condition(_ContextManagerMixin):
    # waiters park on Futures; notify completes the first n still pending,
    # and a woken waiter takes the lock again before wait() returns
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<asyncio.locks.Condition object [{extra}]>'

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = asyncio.Future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            # the lock is taken again even when the wait is cancelled
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except asyncio.CancelledError:
                    cancelled = True
            if cancelled:
                raise asyncio.CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        woken = 0
        for fut in self._waiters:
            if woken >= n:
                break
            if not fut.done():
                woken += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""
    __module__ = 'asyncio.exceptions'


# Barrier states (CPython: the _BarrierState enum; its values show in repr)
_FILLING, _DRAINING, _RESETTING, _BROKEN = 'filling', 'draining', 'resetting', 'broken'


class Barrier:
    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = _FILLING
        self._count = 0

    def __repr__(self):
        extra = self._state
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return f'<asyncio.locks.Barrier object [{extra}]>'

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._block()
            try:
                index = self._count
                self._count += 1
                if index + 1 == self._parties:
                    self._state = _DRAINING
                    self._cond.notify_all()
                else:
                    await self._wait()
                return index
            finally:
                self._count -= 1
                self._exit()

    async def _block(self):
        # a barrier being drained or reset admits no new waiter
        await self._cond.wait_for(lambda: self._state not in (_DRAINING, _RESETTING))
        if self._state is _BROKEN:
            raise BrokenBarrierError('Barrier aborted')

    async def _wait(self):
        await self._cond.wait_for(lambda: self._state is not _FILLING)
        if self._state in (_BROKEN, _RESETTING):
            raise BrokenBarrierError('Abort or reset of barrier')

    def _exit(self):
        if self._count == 0:
            if self._state in (_RESETTING, _DRAINING):
                self._state = _FILLING
            self._cond.notify_all()

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                self._state = _RESETTING
            else:
                self._state = _FILLING
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = _BROKEN
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count if self._state is _FILLING else 0

    @property
    def broken(self):
        return self._state is _BROKEN

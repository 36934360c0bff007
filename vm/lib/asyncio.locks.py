# asyncio's Lock, Event, Condition, Semaphore, BoundedSemaphore and Barrier
# (with BrokenBarrierError), behaving as CPython 3.11's.
#
# Every primitive that can make a task wait keeps a FIFO line of futures,
# one per waiting task (_join_line adds one, _leave_line takes it out however
# the wait ends).  Freeing the primitive completes the first future still
# pending, so tasks wake in CPython's order; a woken task that is cancelled
# before it runs passes its turn on.  Lists stand for CPython's deques
# (lines are short, and collections costs an import).  The asyncio module
# takes these names at its import (vm/async.c).
import asyncio

__all__ = ('Lock', 'Event', 'Condition', 'Semaphore', 'BoundedSemaphore', 'Barrier',
           'BrokenBarrierError')


def _join_line(line):
    turn = asyncio.Future()
    line.append(turn)
    return turn


async def _wait_turn(line, turn):
    # the turn's result; the turn leaves the line in every case
    try:
        return await turn
    finally:
        line.remove(turn)


def _first_pending(line):
    for turn in line:
        if not turn.done():
            return turn
    return None


def _describe(obj, state, line):
    if line:
        state = '%s, waiters:%d' % (state, len(line))
    return '<asyncio.locks.%s object [%s]>' % (type(obj).__name__, state)


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin):
    def __init__(self):
        self._line, self._held = None, False

    def __repr__(self):
        return _describe(self, 'locked' if self._held else 'unlocked', self._line)

    def locked(self):
        return self._held

    def _free_for_taking(self):
        if self._held:
            return False
        line = self._line
        return not line or all(t.cancelled() for t in line)

    async def acquire(self):
        if self._free_for_taking():
            self._held = True
            return True
        if self._line is None:
            self._line = []
        turn = _join_line(self._line)
        try:
            await _wait_turn(self._line, turn)
        except asyncio.CancelledError:
            if not self._held:
                self._pass_on()
            raise
        self._held = True
        return True

    def release(self):
        if not self._held:
            raise RuntimeError('Lock is not acquired.')
        self._held = False
        self._pass_on()

    def _pass_on(self):
        # only the head of the line is woken; it takes the lock when it runs
        if self._line:
            head = self._line[0]
            if not head.done():
                head.set_result(True)


class Event:
    def __init__(self):
        self._line = []
        self._value = False

    def __repr__(self):
        return _describe(self, 'set' if self._value else 'unset', self._line)

    def is_set(self):
        return self._value

    def set(self):
        if self._value:
            return
        self._value = True
        for turn in self._line:
            if not turn.done():
                turn.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if not self._value:
            await _wait_turn(self._line, _join_line(self._line))
        return True


class Semaphore(_ContextManagerMixin):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._line, self._value = None, value

    def __repr__(self):
        if self.locked():
            state = 'locked'
        else:
            state = 'unlocked, value:%d' % self._value
        return _describe(self, state, self._line)

    def locked(self):
        # waiters not cancelled have a claim before any newcomer
        if self._value == 0:
            return True
        return any(not t.cancelled() for t in self._line or ())

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._line is None:
            self._line = []
        turn = _join_line(self._line)
        try:
            await _wait_turn(self._line, turn)
        except asyncio.CancelledError:
            if not turn.cancelled():
                # given a unit, then cancelled: hand the unit on
                self._value += 1
                self._give_unit()
            raise
        if self._value > 0:
            self._give_unit()
        return True

    def release(self):
        self._value += 1
        self._give_unit()

    def _give_unit(self):
        # a woken waiter is given its unit now (the count drops at once)
        if self._line:
            turn = _first_pending(self._line)
            if turn is not None:
                self._value -= 1
                turn.set_result(True)


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        super(BoundedSemaphore, self).__init__(value)
        self._ceiling = value

    def release(self):
        if self._value >= self._ceiling:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class Condition(_ContextManagerMixin):
    # notify() completes the first n pending futures; a woken waiter takes
    # the lock again before wait() returns, even when cancelled meanwhile
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked, self.acquire, self.release = lock.locked, lock.acquire, lock.release
        self._line = []

    def __repr__(self):
        return _describe(self, 'locked' if self.locked() else 'unlocked', self._line)

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            await _wait_turn(self._line, _join_line(self._line))
            return True
        finally:
            await self._take_back()

    async def _take_back(self):
        interrupted = False
        while True:
            try:
                await self.acquire()
            except asyncio.CancelledError:
                interrupted = True
                continue
            break
        if interrupted:
            raise asyncio.CancelledError

    async def wait_for(self, predicate):
        while True:
            outcome = predicate()
            if outcome:
                return outcome
            await self.wait()

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        left = n
        for turn in self._line:
            if left <= 0:
                break
            if not turn.done():
                left -= 1
                turn.set_result(False)

    def notify_all(self):
        line = self._line
        self.notify(len(line))


class BrokenBarrierError(RuntimeError):
    __module__ = 'asyncio.exceptions'


# a Barrier's phases (CPython's _BarrierState values, as its repr shows them)
_FILLING, _DRAINING, _RESETTING, _BROKEN = 'filling', 'draining', 'resetting', 'broken'


class Barrier:
    # Tasks gather while the barrier is filling; the last of `parties` to
    # arrive turns it to draining, which releases them all; once the last
    # has left, it is filling again.  reset() and abort() wake the gathered
    # tasks with BrokenBarrierError.
    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._gate = Condition()
        self._size = parties
        self._state = _FILLING
        self._count = 0

    def __repr__(self):
        state = self._state
        if state is not _BROKEN:
            state = '%s, waiters:%d/%d' % (state, self.n_waiting, self.parties)
        return '<asyncio.locks.Barrier object [%s]>' % state

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._gate:
            await self._gate.wait_for(lambda: self._state not in (_DRAINING, _RESETTING))
            if self._state is _BROKEN:
                raise BrokenBarrierError('Barrier aborted')
            arrived = self._count
            self._count = arrived + 1
            try:
                if self._count == self._size:
                    self._state = _DRAINING
                    self._gate.notify_all()
                else:
                    await self._gate.wait_for(lambda: self._state is not _FILLING)
                    if self._state in (_BROKEN, _RESETTING):
                        raise BrokenBarrierError('Abort or reset of barrier')
                return arrived
            finally:
                self._count -= 1
                if not self._count:
                    if self._state in (_RESETTING, _DRAINING):
                        self._state = _FILLING
                    self._gate.notify_all()

    async def reset(self):
        async with self._gate:
            self._state = _RESETTING if self._count > 0 else _FILLING
            self._gate.notify_all()

    async def abort(self):
        async with self._gate:
            self._state = _BROKEN
            self._gate.notify_all()

    @property
    def parties(self):
        return self._size

    @property
    def n_waiting(self):
        return self._count if self._state is _FILLING else 0

    @property
    def broken(self):
        return self._state is _BROKEN

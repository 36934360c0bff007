# asyncio.Queue, PriorityQueue and LifoQueue (CPython 3.11's behaviour).
# A get() on an empty queue or a put() on a full one parks its task on a
# future of its own in a FIFO line (_getters, _putters); whoever changes the
# queue completes the first future of the other line that is still pending,
# so waiters wake in CPython's order.  Subclasses keep the storage hooks
# _init/_put/_get over self._queue.  The asyncio module takes these names at
# its import (vm/async.c).
import asyncio
import heapq
from types import GenericAlias as _GenericAlias

__all__ = ('Queue', 'PriorityQueue', 'LifoQueue', 'QueueFull', 'QueueEmpty')


class QueueEmpty(Exception):
    pass


class QueueFull(Exception):
    pass


def _release_one(line):
    # the first future in line not yet cancelled or done gets its turn
    while line:
        turn = line.pop(0)
        if not turn.done():
            turn.set_result(None)
            return


class Queue:
    def __init__(self, maxsize=0):
        self._limit = maxsize
        self._getters, self._putters = [], []
        self._open_tasks = 0
        self._all_done = asyncio.Event()
        self._all_done.set()
        self._init(maxsize)

    __class_getitem__ = classmethod(_GenericAlias)

    # storage hooks: a FIFO over a list
    def _init(self, maxsize):
        self._queue = []

    def _get(self):
        return self._queue.pop(0)

    def _put(self, item):
        self._queue.append(item)

    def _format(self):
        parts = ['maxsize=%r' % (self._limit,)]
        items = getattr(self, '_queue', None)
        if items:
            parts.append('_queue=%r' % (list(items),))
        for label, line in (('_getters', self._getters), ('_putters', self._putters)):
            if line:
                parts.append('%s[%d]' % (label, len(line)))
        if self._open_tasks:
            parts.append('tasks=%d' % self._open_tasks)
        return ' '.join(parts)

    def __repr__(self):
        return '<%s %s>' % (type(self).__name__, self._format())

    __str__ = __repr__

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._limit

    def empty(self):
        return not self._queue

    def full(self):
        return 0 < self._limit <= self.qsize()

    async def _wait_while(self, blocked, line):
        # park in line until blocked() turns false; a waiter that leaves
        # (cancelled) after being given the turn hands it on
        while blocked():
            turn = asyncio.Future()
            line.append(turn)
            try:
                await turn
            except BaseException:
                turn.cancel()
                if turn in line:
                    line.remove(turn)
                if not turn.cancelled() and not blocked():
                    _release_one(line)
                raise

    async def put(self, item):
        await self._wait_while(self.full, self._putters)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._open_tasks = self._open_tasks + 1
        self._all_done.clear()
        _release_one(self._getters)

    async def get(self):
        await self._wait_while(self.empty, self._getters)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        _release_one(self._putters)
        return item

    def task_done(self):
        left = self._open_tasks - 1
        if left < 0:
            raise ValueError('task_done() called too many times')
        self._open_tasks = left
        if not left:
            self._all_done.set()

    async def join(self):
        if self._open_tasks > 0:
            done = self._all_done
            await done.wait()


class PriorityQueue(Queue):
    # smallest item first
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        heapq.heappush(self._queue, item)

    def _get(self):
        return heapq.heappop(self._queue)


class LifoQueue(Queue):
    # newest item first (Queue's _put appends)
    def _init(self, maxsize):
        self._queue = []

    def _get(self):
        return self._queue.pop()

# queue: Queue, LifoQueue, PriorityQueue, SimpleQueue, Empty, Full, with
# CPython's hooks (_init, _qsize, _put, _get) for subclasses.
#
# A baton program has one thread, so a call that would wait for another
# thread can never be satisfied: get() on an empty queue and put() on a full
# one with block=True and no timeout, and join() with unfinished tasks,
# raise RuntimeError instead of hanging.  With a timeout they raise Empty/
# Full at once (no other thread can change the queue while they wait).

from collections import deque
import heapq

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    pass


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'
    pass


def _forever(what):
    raise RuntimeError("%s would wait forever: a baton program has one thread, so no "
                       "other thread can %s (use block=False, a timeout, or asyncio.Queue)"
                       % what)


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished <= 0:
            if unfinished < 0:
                raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            _forever(("Queue.join() with %d unfinished task%s" %
                      (self.unfinished_tasks, "" if self.unfinished_tasks == 1 else "s"),
                      "call task_done()"))

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0:
            if block:
                _check_timeout(timeout)
            if self._qsize() >= self.maxsize:
                if not block:
                    raise Full
                if timeout is None:
                    _forever(("put() on a full queue", "take an item"))
                raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if block:
            _check_timeout(timeout)
        if not self._qsize():
            if not block:
                raise Empty
            if timeout is None:
                _forever(("get() on an empty queue", "put an item"))
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heapq.heappush(self.queue, item)

    def _get(self):
        return heapq.heappop(self.queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    def __init__(self):
        self._queue = deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        if not self._queue:
            if block and timeout is None:
                _forever(("SimpleQueue.get() on an empty queue", "put an item"))
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

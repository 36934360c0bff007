# queue: Queue, LifoQueue, PriorityQueue, SimpleQueue, Empty and Full, with
# the storage hooks subclasses override (_init, _qsize, _put, _get over
# self.queue) and CPython's public attributes (maxsize, queue,
# unfinished_tasks).
#
# A baton program has one thread, so a wait that only another thread could
# end never ends: get() on an empty queue or put() on a full one, blocking
# with no timeout, and join() with unfinished tasks raise RuntimeError
# instead of hanging.  With a timeout they give up at once with Empty/Full
# (nothing can change the queue meanwhile).

from collections import deque
import heapq

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    pass


class Full(Exception):
    pass


def _forever(what):
    raise RuntimeError("%s would wait forever: a baton program has one thread, so no "
                       "other thread can %s (use block=False, a timeout, or asyncio.Queue)"
                       % what)


def _give_up(block, timeout, failure, waiting):
    # the call cannot proceed now: without blocking (or with a timeout,
    # which nothing can beat) it fails with `failure`; blocking for ever is
    # refused
    if block and timeout is None:
        _forever(waiting)
    raise failure


def _valid_timeout(timeout):
    if timeout is not None and 0 > timeout:
        raise ValueError("'timeout' must be a non-negative number")


def _generic(cls, item):
    import types
    return types.GenericAlias(cls, item)


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize, self.unfinished_tasks = maxsize, 0
        self._init(maxsize)

    __class_getitem__ = classmethod(_generic)

    def task_done(self):
        left = self.unfinished_tasks - 1
        if left < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = left

    def join(self):
        left = self.unfinished_tasks
        if left:
            _forever(("Queue.join() with %d unfinished task%s"
                      % (left, "" if left == 1 else "s"), "call task_done()"))

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        bounded = self.maxsize > 0
        if bounded and block:
            _valid_timeout(timeout)
        if bounded and self._qsize() >= self.maxsize:
            _give_up(block, timeout, Full, ("put() on a full queue", "take an item"))
        self._put(item)
        self.unfinished_tasks = self.unfinished_tasks + 1

    def get(self, block=True, timeout=None):
        if block:
            _valid_timeout(timeout)
        if self._qsize() == 0:
            _give_up(block, timeout, Empty, ("get() on an empty queue", "put an item"))
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    # storage: a new container of the class's kind (a deque, first in
    # first out; PriorityQueue and LifoQueue keep a list)
    _kind = deque

    def _init(self, maxsize):
        self.queue = self._kind()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()


class PriorityQueue(Queue):
    # a heap in a list: the smallest item comes out first
    _kind = list

    def _put(self, item):
        heapq.heappush(self.queue, item)

    def _get(self):
        return heapq.heappop(self.queue)


class LifoQueue(Queue):
    # a list used as a stack (Queue's _put appends)
    _kind = list

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    __module__ = '_queue'     # CPython's is the C one

    def __init__(self):
        self._items = deque()

    __class_getitem__ = classmethod(_generic)

    def put(self, item, block=True, timeout=None):
        self._items.append(item)

    def get(self, block=True, timeout=None):
        _valid_timeout(timeout)
        if not self._items:
            _give_up(block, timeout, Empty,
                     ("SimpleQueue.get() on an empty queue", "put an item"))
        return self._items.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._items

    def qsize(self):
        return len(self._items)

# concurrent.futures: Future, Executor, ThreadPoolExecutor,
# ProcessPoolExecutor, wait, as_completed, and their exceptions and
# constants, with CPython's API and messages.
#
# A baton program has one thread.  An executor runs each call when it is
# submitted, to its end, before submit() returns (map() submits every call
# before it returns its iterator, as CPython's does), so a future an executor
# returns is already done.  That is one of the schedules CPython's pool may
# take (a free worker starts each call at once); what differs:
# - side effects happen in submission order, never interleaved, and the
#   calls' tool calls are made one after another (asyncio.gather makes
#   them in parallel);
# - as_completed() yields the finished futures in the order given (CPython:
#   in the order they finish);
# - waiting on a future no one can finish (a Future() made by hand and never
#   set) raises RuntimeError without a timeout and times out at once with one;
# - cancel() of an executor's future returns False (it has run), and
#   shutdown(cancel_futures=True) has nothing left to cancel;
# - ProcessPoolExecutor runs calls in this program too (no processes, no
#   pickling).

import collections

__all__ = ('FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'CancelledError',
           'TimeoutError', 'BrokenExecutor', 'Future', 'Executor', 'wait',
           'as_completed', 'ProcessPoolExecutor', 'ThreadPoolExecutor')

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'
_AS_COMPLETED = '_AS_COMPLETED'

PENDING = 'PENDING'
RUNNING = 'RUNNING'
CANCELLED = 'CANCELLED'
CANCELLED_AND_NOTIFIED = 'CANCELLED_AND_NOTIFIED'
FINISHED = 'FINISHED'

_FUTURE_STATES = [PENDING, RUNNING, CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED]
_STATE_TO_DESCRIPTION_MAP = {PENDING: "pending", RUNNING: "running", CANCELLED: "cancelled",
                             CANCELLED_AND_NOTIFIED: "cancelled", FINISHED: "finished"}


class Error(Exception):
    """Base class for all future-related exceptions."""
    pass


class CancelledError(Error):
    """The Future was cancelled."""
    pass


TimeoutError = TimeoutError


class InvalidStateError(Error):
    """The operation is not allowed in this state."""
    pass


class BrokenExecutor(RuntimeError):
    """Raised when a executor has become non-functional after a severe failure."""


class BrokenThreadPool(BrokenExecutor):
    """Raised when a worker thread in a ThreadPoolExecutor failed initializing."""


class BrokenProcessPool(BrokenExecutor):
    """Raised when a process in a ProcessPoolExecutor terminated abruptly."""


def _never(what):
    raise RuntimeError("%s would wait forever: a baton program has one thread, and no "
                       "other thread can finish the future (give a timeout, or set its "
                       "result first)" % what)


class Future(object):
    """Represents the result of an asynchronous computation."""

    def __init__(self):
        self._state = PENDING
        self._result = None
        self._exception = None
        self._done_callbacks = []

    def _invoke_callbacks(self):
        for callback in self._done_callbacks:
            try:
                callback(self)
            except Exception:
                _log_callback_error(self)

    def __repr__(self):
        if self._state == FINISHED:
            if self._exception:
                return '<%s at %#x state=%s raised %s>' % (
                    self.__class__.__name__, id(self),
                    _STATE_TO_DESCRIPTION_MAP[self._state],
                    self._exception.__class__.__name__)
            return '<%s at %#x state=%s returned %s>' % (
                self.__class__.__name__, id(self),
                _STATE_TO_DESCRIPTION_MAP[self._state],
                self._result.__class__.__name__)
        return '<%s at %#x state=%s>' % (
            self.__class__.__name__, id(self), _STATE_TO_DESCRIPTION_MAP[self._state])

    def cancel(self):
        if self._state in [RUNNING, FINISHED]:
            return False
        if self._state in [CANCELLED, CANCELLED_AND_NOTIFIED]:
            return True
        self._state = CANCELLED
        self._invoke_callbacks()
        return True

    def cancelled(self):
        return self._state in [CANCELLED, CANCELLED_AND_NOTIFIED]

    def running(self):
        return self._state == RUNNING

    def done(self):
        return self._state in [CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED]

    def __get_result(self):
        if self._exception:
            raise self._exception
        return self._result

    def add_done_callback(self, fn):
        if self._state not in [CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED]:
            self._done_callbacks.append(fn)
            return
        try:
            fn(self)
        except Exception:
            _log_callback_error(self)

    def _wait(self, timeout, what):
        if self._state in [CANCELLED, CANCELLED_AND_NOTIFIED]:
            raise CancelledError()
        if self._state != FINISHED:
            if timeout is None:
                _never(what)
            raise TimeoutError()

    def result(self, timeout=None):
        self._wait(timeout, "Future.result() of a %s future" %
                   _STATE_TO_DESCRIPTION_MAP[self._state])
        return self.__get_result()

    def exception(self, timeout=None):
        self._wait(timeout, "Future.exception() of a %s future" %
                   _STATE_TO_DESCRIPTION_MAP[self._state])
        return self._exception

    def set_running_or_notify_cancel(self):
        if self._state == CANCELLED:
            self._state = CANCELLED_AND_NOTIFIED
            return False
        elif self._state == PENDING:
            self._state = RUNNING
            return True
        raise RuntimeError('Future in unexpected state')

    def set_result(self, result):
        if self._state in {CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED}:
            raise InvalidStateError('{}: {!r}'.format(self._state, self))
        self._result = result
        self._state = FINISHED
        self._invoke_callbacks()

    def set_exception(self, exception):
        if self._state in {CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED}:
            raise InvalidStateError('{}: {!r}'.format(self._state, self))
        self._exception = exception
        self._state = FINISHED
        self._invoke_callbacks()

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


def _log_callback_error(future):
    import logging
    logging.getLogger("concurrent.futures").exception(
        'exception calling callback for %r', future)


def _run(future, fn, args, kwargs):
    if not future.set_running_or_notify_cancel():
        return
    try:
        result = fn(*args, **kwargs)
    except BaseException as exc:
        future.set_exception(exc)
    else:
        future.set_result(result)


class Executor(object):
    """This is an abstract base class for concrete asynchronous executors."""

    def submit(self, fn, /, *args, **kwargs):
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        fs = [self.submit(fn, *args) for args in zip(*iterables)]

        def result_iterator():
            for future in fs:
                yield future.result(timeout)
        return result_iterator()

    def shutdown(self, wait=True, *, cancel_futures=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


class _InlineExecutor(Executor):
    _broken_error = BrokenExecutor
    _broken_message = 'the executor is not usable anymore'

    def __init__(self, max_workers, initializer, initargs):
        if max_workers is not None and max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._max_workers = max_workers
        self._initializer = initializer
        self._initargs = initargs
        self._initialized = initializer is None
        self._broken = False
        self._shutdown = False

    def submit(self, fn, /, *args, **kwargs):
        if self._broken:
            raise self._broken_error(self._broken)
        if self._shutdown:
            raise RuntimeError('cannot schedule new futures after shutdown')
        if not self._initialized:
            self._initialized = True
            try:
                self._initializer(*self._initargs)
            except BaseException:
                import logging
                logging.getLogger("concurrent.futures").critical(
                    'Exception in initializer:', exc_info=True)
                self._broken = self._broken_message
                raise self._broken_error(self._broken)
        f = Future()
        _run(f, fn, args, kwargs)
        return f

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._shutdown = True


class ThreadPoolExecutor(_InlineExecutor):
    _broken_error = BrokenThreadPool
    _broken_message = ('A thread initializer failed, the thread pool '
                       'is not usable anymore')

    def __init__(self, max_workers=None, thread_name_prefix='', initializer=None,
                 initargs=()):
        if max_workers is None:
            max_workers = 6     # CPython: min(32, os.cpu_count() + 4)
        super().__init__(max_workers, initializer, initargs)
        global _pools
        self._thread_name_prefix = thread_name_prefix or ("ThreadPoolExecutor-%d" % _pools)
        _pools += 1


_pools = 0
for _c in (Error, CancelledError, InvalidStateError, BrokenExecutor, Future, Executor):
    _c.__module__ = 'concurrent.futures._base'
BrokenThreadPool.__module__ = ThreadPoolExecutor.__module__ = 'concurrent.futures.thread'


class ProcessPoolExecutor(_InlineExecutor):
    _broken_error = BrokenProcessPool
    _broken_message = ('A child process terminated abruptly, the process pool '
                       'is not usable anymore')

    def __init__(self, max_workers=None, mp_context=None, initializer=None, initargs=(),
                 *, max_tasks_per_child=None):
        if max_workers is None:
            max_workers = 2
        super().__init__(max_workers, initializer, initargs)


BrokenProcessPool.__module__ = ProcessPoolExecutor.__module__ = 'concurrent.futures.process'

DoneAndNotDoneFutures = collections.namedtuple('DoneAndNotDoneFutures', 'done not_done')


def _unique(fs):
    seen = set()
    out = []
    for f in fs:
        if id(f) not in seen:
            seen.add(id(f))
            out.append(f)
    return out


def as_completed(fs, timeout=None):
    fs = _unique(fs)
    total = len(fs)
    pending = []
    for f in fs:
        if f.done():
            yield f
        else:
            pending.append(f)
    pending = [f for f in pending if not f.done()]
    if pending:
        if timeout is None:
            _never("as_completed() with %d unfinished future%s" %
                   (len(pending), "" if len(pending) == 1 else "s"))
        raise TimeoutError('%d (of %d) futures unfinished' % (len(pending), total))


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    fs = set(fs)
    done = set(f for f in fs if f.done())
    not_done = fs - done
    if return_when == FIRST_COMPLETED and done:
        return DoneAndNotDoneFutures(done, not_done)
    if return_when == FIRST_EXCEPTION and any(
            not f.cancelled() and f.exception() is not None for f in done):
        return DoneAndNotDoneFutures(done, not_done)
    if not not_done:
        return DoneAndNotDoneFutures(done, not_done)
    if timeout is None:
        _never("wait() with %d unfinished future%s" %
               (len(not_done), "" if len(not_done) == 1 else "s"))
    return DoneAndNotDoneFutures(done, not_done)

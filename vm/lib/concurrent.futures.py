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
#
# A Future's state is one of CPython's five state names (InvalidStateError
# shows it); _LOOK maps each to the word its repr uses.

import collections

__all__ = ('FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'CancelledError',
           'TimeoutError', 'BrokenExecutor', 'Future', 'Executor', 'wait',
           'as_completed', 'ProcessPoolExecutor', 'ThreadPoolExecutor')

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

_LOOK = {'PENDING': 'pending', 'RUNNING': 'running', 'CANCELLED': 'cancelled',
         'CANCELLED_AND_NOTIFIED': 'cancelled', 'FINISHED': 'finished'}
_CANCELLED = frozenset(('CANCELLED', 'CANCELLED_AND_NOTIFIED'))
_SETTLED = _CANCELLED | {'FINISHED'}


class Error(Exception):
    pass


class CancelledError(Error):
    pass


TimeoutError = TimeoutError


class InvalidStateError(Error):
    pass


class BrokenExecutor(RuntimeError):
    pass


class BrokenThreadPool(BrokenExecutor):
    pass


class BrokenProcessPool(BrokenExecutor):
    pass


def _never(what):
    raise RuntimeError(f'{what} would wait forever: a baton program has one thread, and no '
                       f'other thread can finish the future (give a timeout, or set its '
                       f'result first)')


def _plural(n, noun):
    return f'{n} {noun}' + ('' if n == 1 else 's')


def _callback_failed(future):
    import logging
    logging.getLogger('concurrent.futures').exception(
        'exception calling callback for %r', future)


def _call_back(fn, future):
    try:
        fn(future)
    except Exception:
        _callback_failed(future)


class Future(object):

    def __init__(self):
        self._state = 'PENDING'
        self._result = self._exception = None
        self._waiting_callbacks = []

    def _settle(self, state):
        self._state = state
        for fn in self._waiting_callbacks:
            _call_back(fn, self)

    def __repr__(self):
        head = f'<{type(self).__name__} at {id(self):#x} state={_LOOK[self._state]}'
        if self._state != 'FINISHED':
            return head + '>'
        if self._exception:
            return f'{head} raised {type(self._exception).__name__}>'
        return f'{head} returned {type(self._result).__name__}>'

    def cancel(self):
        if self._state == 'PENDING':
            self._settle('CANCELLED')
        return self._state in _CANCELLED

    def cancelled(self):
        return self._state in _CANCELLED

    def running(self):
        return self._state == 'RUNNING'

    def done(self):
        return self._state in _SETTLED

    def add_done_callback(self, fn):
        if self._state in _SETTLED:
            _call_back(fn, self)
        else:
            self._waiting_callbacks.append(fn)

    def _ready(self, timeout, caller):
        # return when finished; raise what waiting would end in otherwise
        if self._state in _CANCELLED:
            raise CancelledError()
        if self._state == 'FINISHED':
            return
        if timeout is not None:
            raise TimeoutError()
        _never(f'Future.{caller}() of a {_LOOK[self._state]} future')

    def result(self, timeout=None):
        self._ready(timeout, 'result')
        if self._exception:
            raise self._exception
        return self._result

    def exception(self, timeout=None):
        self._ready(timeout, 'exception')
        return self._exception

    def set_running_or_notify_cancel(self):
        state = self._state
        if state == 'PENDING':
            self._state = 'RUNNING'
            return True
        if state == 'CANCELLED':
            self._state = 'CANCELLED_AND_NOTIFIED'
            return False
        import logging
        logging.getLogger('concurrent.futures').critical('Future %s in unexpected state: %s',
                                                         id(self), state)
        raise RuntimeError('Future in unexpected state')

    def _finish(self, result, exception):
        if self._state in _SETTLED:
            raise InvalidStateError(f'{self._state}: {self!r}')
        self._result, self._exception = result, exception
        self._settle('FINISHED')

    def set_result(self, result):
        self._finish(result, None)

    def set_exception(self, exception):
        self._finish(None, exception)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class Executor(object):

    def submit(self, fn, /, *args, **kwargs):
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        futures = [self.submit(fn, *call) for call in zip(*iterables)]
        return (f.result(timeout) for f in futures)

    def shutdown(self, wait=True, *, cancel_futures=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


class _RunsInline(Executor):
    """Both pools: a call runs to its end inside submit()."""
    _broken_type = BrokenExecutor
    _broken_text = 'the executor is not usable anymore'

    def __init__(self, max_workers, initializer, initargs):
        if max_workers is not None and max_workers <= 0:
            raise ValueError('max_workers must be greater than 0')
        if initializer is not None and not callable(initializer):
            raise TypeError('initializer must be a callable')
        self._max_workers = max_workers
        self._init_call = None if initializer is None else (initializer, initargs)
        self._broken = self._shutdown = False

    def _first_use(self):
        call, self._init_call = self._init_call, None
        try:
            call[0](*call[1])
        except BaseException:
            import logging
            logging.getLogger('concurrent.futures').critical('Exception in initializer:',
                                                             exc_info=True)
            self._broken = self._broken_text
            raise self._broken_type(self._broken)

    def submit(self, fn, /, *args, **kwargs):
        if self._broken:
            raise self._broken_type(self._broken)
        if self._shutdown:
            raise RuntimeError('cannot schedule new futures after shutdown')
        if self._init_call is not None:
            self._first_use()
        future = Future()
        future.set_running_or_notify_cancel()
        try:
            value = fn(*args, **kwargs)
        except BaseException as exc:
            future.set_exception(exc)
        else:
            future.set_result(value)
        return future

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._shutdown = True


class ThreadPoolExecutor(_RunsInline):
    _broken_type = BrokenThreadPool
    _broken_text = 'A thread initializer failed, the thread pool is not usable anymore'
    _made = [0]     # pools made so far, for the default thread name prefix

    def __init__(self, max_workers=None, thread_name_prefix='', initializer=None,
                 initargs=()):
        # CPython's default is min(32, cpu_count + 4); this sandbox says 2 cpus
        super().__init__(6 if max_workers is None else max_workers, initializer, initargs)
        number = ThreadPoolExecutor._made[0]
        ThreadPoolExecutor._made[0] = number + 1
        self._thread_name_prefix = thread_name_prefix or f'ThreadPoolExecutor-{number}'


class ProcessPoolExecutor(_RunsInline):
    _broken_type = BrokenProcessPool
    _broken_text = 'A child process terminated abruptly, the process pool is not usable anymore'

    def __init__(self, max_workers=None, mp_context=None, initializer=None, initargs=(),
                 *, max_tasks_per_child=None):
        super().__init__(2 if max_workers is None else max_workers, initializer, initargs)


for _where, _classes in (('_base', (Error, CancelledError, InvalidStateError, BrokenExecutor,
                                    Future, Executor)),
                         ('thread', (BrokenThreadPool, ThreadPoolExecutor)),
                         ('process', (BrokenProcessPool, ProcessPoolExecutor))):
    for _c in _classes:
        _c.__module__ = 'concurrent.futures.' + _where
del _where, _classes, _c

DoneAndNotDoneFutures = collections.namedtuple('DoneAndNotDoneFutures', 'done not_done')


def as_completed(fs, timeout=None):
    given = list({id(f): f for f in fs}.values())
    late = []
    for f in given:
        if f.done():
            yield f
        else:
            late.append(f)
    late = [f for f in late if not f.done()]
    if not late:
        return
    if timeout is None:
        _never(f'as_completed() with {_plural(len(late), "unfinished future")}')
    raise TimeoutError(f'{len(late)} (of {len(given)}) futures unfinished')


def _failed(future):
    return not future.cancelled() and future.exception() is not None


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    every = set(fs)
    done = {f for f in every if f.done()}
    outcome = DoneAndNotDoneFutures(done, every - done)
    if not outcome.not_done:
        return outcome
    if return_when == FIRST_COMPLETED and done:
        return outcome
    if return_when == FIRST_EXCEPTION and any(_failed(f) for f in done):
        return outcome
    if timeout is None:
        _never(f'wait() with {_plural(len(outcome.not_done), "unfinished future")}')
    return outcome

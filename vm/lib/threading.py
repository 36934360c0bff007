# threading: Thread, Lock, RLock, Event, Condition, Semaphore,
# BoundedSemaphore, local, current_thread, main_thread, get_ident,
# active_count, enumerate, excepthook, TIMEOUT_MAX, with CPython's API and
# messages, for a program that has one thread.
#
# Thread.start() runs the target at once, to its end, before start()
# returns; join() then has nothing to wait for.  That is one schedule
# CPython's threads may take (the new thread runs first, the starter
# waits), so every result is one CPython could give.  A wait that only
# another thread could end (acquiring a held Lock, Event.wait() before
# set(), Condition.wait(), a Semaphore at 0) raises RuntimeError when it has
# no timeout, and returns False at once when it has one (nothing can change
# while it waits).  An exception in a thread is printed to stderr as
# "Exception in thread NAME:" and its traceback, and the program goes on, as
# in CPython.  Not here: Timer (its cancel() could never come first),
# Barrier, settrace/setprofile, stack_size.

import sys as _sys

__all__ = ['get_ident', 'active_count', 'Condition', 'current_thread', 'enumerate',
           'main_thread', 'TIMEOUT_MAX', 'Event', 'Lock', 'RLock', 'Semaphore',
           'BoundedSemaphore', 'Thread', 'ThreadError', 'ExceptHookArgs', 'excepthook',
           'local', 'get_native_id']

TIMEOUT_MAX = 9223372036.0
ThreadError = RuntimeError


def _forever(what):
    raise RuntimeError("%s would wait forever: a baton program has one thread, so no other "
                       "thread can end the wait (give a timeout, or use asyncio)" % what)


def _no_wait(blocking, timeout, what):
    # False for a wait that would time out; RuntimeError for one that never ends
    if blocking and timeout == -1:
        _forever(what)
    if not blocking and timeout != -1:
        raise ValueError("can't specify a timeout for a non-blocking call")
    if timeout < 0 and timeout != -1:
        raise ValueError("timeout value must be a non-negative number")
    return False


class _LockBase:
    def __enter__(self):
        return self.acquire()

    def __exit__(self, t, v, tb):
        self.release()


class Lock(_LockBase):
    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        if not self._locked:
            self._locked = True
            return True
        return _no_wait(blocking, timeout, "acquiring a Lock that is held")

    acquire_lock = acquire

    def release(self):
        if not self._locked:
            raise RuntimeError("release unlocked lock")
        self._locked = False

    release_lock = release

    def locked(self):
        return self._locked

    locked_lock = locked

    def __repr__(self):
        return "<%s _thread.lock object at %#x>" % (
            "locked" if self._locked else "unlocked", id(self))


class RLock(_LockBase):
    def __init__(self):
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        self._count += 1
        return True

    def release(self):
        if not self._count:
            raise RuntimeError("cannot release un-acquired lock")
        self._count -= 1

    def _is_owned(self):
        return self._count > 0

    def __repr__(self):
        return "<%s _thread.RLock object owner=%d count=%d at %#x>" % (
            "locked" if self._count else "unlocked", get_ident() if self._count else 0,
            self._count, id(self))


class Condition:
    def __init__(self, lock=None):
        if lock is None:
            lock = RLock()
        self._lock = lock
        self.acquire, self.release = lock.acquire, lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __repr__(self):
        return "<Condition(%s, 0)>" % (self._lock,)

    def _is_owned(self):
        if isinstance(self._lock, RLock):
            return self._lock._count > 0
        return self._lock.locked()

    def _require_lock(self, doing):
        if not self._is_owned():
            raise RuntimeError("cannot %s on un-acquired lock" % doing)

    def wait(self, timeout=None):
        self._require_lock("wait")
        if timeout is None:
            _forever("Condition.wait()")
        return False

    def wait_for(self, predicate, timeout=None):
        result = predicate()
        if not result:
            self.wait(timeout)
            result = predicate()
        return result

    def notify(self, n=1):
        self._require_lock("notify")

    def notify_all(self):
        self.notify(0)

    notifyAll = notify_all


class Semaphore:
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._value = value

    def __repr__(self):
        return "<%s.%s at %#x: value=%d>" % (self.__class__.__module__,
                                             self.__class__.__qualname__, id(self), self._value)

    def acquire(self, blocking=True, timeout=None):
        if timeout is not None and not blocking:
            raise ValueError("can't specify timeout for non-blocking acquire")
        if self._value > 0:
            self._value -= 1
            return True
        if blocking and timeout is None:
            _forever("acquiring a Semaphore at 0")
        return False

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        self._value += n

    def __exit__(self, t, v, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        super().__init__(value)
        self._limit = value

    def __repr__(self):
        return "<%s.%s at %#x: value=%d/%d>" % (
            self.__class__.__module__, self.__class__.__qualname__, id(self),
            self._value, self._limit)

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        if n > self._limit - self._value:
            raise ValueError("Semaphore released too many times")
        self._value += n


class Event:
    def __init__(self):
        self._flag = False

    def __repr__(self):
        return "<%s.%s at %#x: %s>" % (self.__class__.__module__, self.__class__.__qualname__,
                                       id(self), "set" if self._flag else "unset")

    def is_set(self):
        return self._flag

    isSet = is_set

    def set(self):
        self._flag = True

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        if self._flag:
            return True
        if timeout is None:
            _forever("Event.wait() before set()")
        return False


# Threads run one inside another: start() runs the target on the spot, so
# the running threads form a stack (_running, innermost last) whose top is
# the current thread.  Idents count up from 1000, the main thread's.
_names_given = [0]
_running = []
_last_ident = [1001]


def _newname(name_template):
    _names_given[0] += 1
    return name_template % _names_given[0]


class Thread:
    _set_up = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        if group is not None:
            raise AssertionError("group argument must be None for now")
        if not name:
            name = _newname("Thread-%d")
            label = getattr(target, '__name__', None) if target is not None else None
            if label is not None:
                name = "%s (%s)" % (name, label)
        # run() calls _target(*_args, **_kwargs), names subclasses rely on
        self._target, self._args = target, args
        self._kwargs = {} if kwargs is None else kwargs
        self._name = str(name)
        self._is_daemon = current_thread().daemon if daemon is None else daemon
        self._ident = None
        self._started = self._running = False
        self._set_up = True

    def _phase(self):
        if not self._started:
            return "initial"
        return "started" if self._running else "stopped"

    def __repr__(self):
        words = [self._phase()]
        if self._is_daemon:
            words.append("daemon")
        if self._ident is not None:
            words.append(str(self._ident))
        return "<%s(%s, %s)>" % (type(self).__name__, self._name, " ".join(words))

    def start(self):
        if not self._set_up:
            raise RuntimeError("thread.__init__() not called")
        if self._started:
            raise RuntimeError("threads can only be started once")
        self._started = True
        _last_ident[0] += 1
        self._ident = _last_ident[0]
        self._running = True
        _running.append(self)
        try:
            self.run()
        except BaseException as exc:
            excepthook(ExceptHookArgs((type(exc), exc, exc.__traceback__, self)))
        finally:
            _running.remove(self)
            self._running = False

    def run(self):
        job = self._target
        try:
            if job is not None:
                job(*self._args, **self._kwargs)
        finally:
            # drop the references, as CPython does, whatever run() did
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        if not self._set_up:
            raise RuntimeError("Thread.__init__() not called")
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        if current_thread() is self:
            raise RuntimeError("cannot join current thread")

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, name):
        self._name = str(name)

    @property
    def ident(self):
        return self._ident

    @property
    def native_id(self):
        return self._ident

    def is_alive(self):
        return self._running

    @property
    def daemon(self):
        return self._is_daemon

    @daemon.setter
    def daemon(self, daemonic):
        if self._started:
            raise RuntimeError("cannot set daemon status of active thread")
        self._is_daemon = daemonic

    def isDaemon(self):
        return self.daemon

    def setDaemon(self, daemonic):
        self.daemon = daemonic

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name


class _MainThread(Thread):
    pass


_main = []


def main_thread():
    if not _main:
        # built without __init__, which would ask for the current thread
        first = _MainThread.__new__(_MainThread)
        first.__dict__.update(_target=None, _args=(), _kwargs={}, _name="MainThread",
                              _is_daemon=False, _started=True, _running=True,
                              _set_up=True, _ident=1000)
        _main.append(first)
    return _main[0]


def current_thread():
    return _running[-1] if _running else main_thread()


currentThread = current_thread


def get_ident():
    return current_thread()._ident


get_native_id = get_ident


def active_count():
    return 1 + len(_running)


activeCount = active_count


def enumerate():
    return [main_thread()] + list(_running)


class local:
    pass


class ExceptHookArgs(tuple):
    def __new__(cls, args):
        return tuple.__new__(cls, args)

    exc_type = property(lambda self: self[0])
    exc_value = property(lambda self: self[1])
    exc_traceback = property(lambda self: self[2])
    thread = property(lambda self: self[3])


def excepthook(args, /):
    # SystemExit ends a thread quietly
    if args.exc_type != SystemExit:
        import traceback
        who = get_ident() if args.thread is None else args.thread.name
        out = _sys.stderr
        out.write("Exception in thread %s:\n" % who)
        traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback, file=out)
        out.flush()


__excepthook__ = excepthook

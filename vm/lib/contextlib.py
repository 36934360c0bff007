# contextlib: context managers made from generators, callbacks and stacks
# of other managers, with CPython 3.11's results, messages and rules for
# what is suppressed.  Plain Python classes throughout (snapshots and the
# GC need nothing new).  redirect_stdout/stderr swap sys.stdout/stderr,
# which print() follows (vm/lib/sys.c).  chdir is absent (no files).
#
# A generator manager (contextmanager) runs its generator to the yield on
# entry; on exit it either resumes it, which must then finish, or throws the
# exception in and reads the verdict from what comes back (_verdict).  An
# ExitStack keeps (is_sync, exit function) pairs and unwinds them last
# first (_Unwinding keeps the exception bookkeeping shared by the sync and
# the async stack).

import sys as _sys
from functools import wraps as _wraps
from collections import deque as _deque
from abc import ABC as _ABC, abstractmethod as _abstractmethod
from types import GenericAlias as _GenericAlias

__all__ = ["asynccontextmanager", "contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "AbstractAsyncContextManager",
           "AsyncExitStack", "ContextDecorator", "ExitStack",
           "redirect_stdout", "redirect_stderr", "suppress", "aclosing"]


_ABSENT = object()


def _defines_all(klass, names):
    # True when every name is found along klass's MRO and is not None there
    for name in names:
        for k in klass.__mro__:
            space = getattr(k, '__dict__', None)
            if space is None:
                # baton's built-in types keep no __dict__: ask the type
                found = getattr(k, name, _ABSENT)
            else:
                found = space.get(name, _ABSENT)
            if found is not _ABSENT:
                if found is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


class AbstractContextManager(_ABC):
    __class_getitem__ = classmethod(_GenericAlias)
    __slots__ = ()

    def __enter__(self):
        return self

    @_abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is not AbstractContextManager:
            return NotImplemented
        return _defines_all(C, ("__enter__", "__exit__"))


class AbstractAsyncContextManager(_ABC):
    __class_getitem__ = classmethod(_GenericAlias)
    __slots__ = ()

    async def __aenter__(self):
        return self

    @_abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is not AbstractAsyncContextManager:
            return NotImplemented
        return _defines_all(C, ("__aenter__", "__aexit__"))


class ContextDecorator:
    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @_wraps(func)
        def inner(*args, **kwds):
            manager = self._recreate_cm()
            with manager:
                return func(*args, **kwds)
        return inner


class AsyncContextDecorator:
    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @_wraps(func)
        async def inner(*args, **kwds):
            manager = self._recreate_cm()
            async with manager:
                return await func(*args, **kwds)
        return inner


def _verdict(sent, back, finished, wrapped_kinds):
    # The generator was thrown `sent` and raised `back`.  True: the with
    # body's exception is suppressed; False: it goes on (the with statement
    # re-raises it); None: `back` is a new error to re-raise.
    if isinstance(back, finished):
        return back is not sent
    if back is sent:
        return False
    if (isinstance(back, RuntimeError) and isinstance(sent, wrapped_kinds)
            and back.__cause__ is sent):
        # a StopIteration thrown in came back wrapped (PEP 479)
        return False
    return None


class _GeneratorContextManagerBase:
    def __init__(self, func, args, kwds):
        generator = func(*args, **kwds)
        self.gen, self.func, self.args, self.kwds = generator, func, args, kwds
        # the manager shows the decorated function's docstring
        text = getattr(func, '__doc__', None)
        self.__doc__ = type(self).__doc__ if text is None else text

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def _forget_recipe(self):
        # entered once: the ingredients for a fresh copy are no longer needed
        del self.args, self.kwds
        del self.func


class _GeneratorContextManager(_GeneratorContextManagerBase, AbstractContextManager,
                               ContextDecorator):
    """What a @contextmanager function returns when called."""

    def __enter__(self):
        self._forget_recipe()
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        gen = self.gen
        if typ is None:
            try:
                next(gen)
            except StopIteration:
                return False
            try:
                raise RuntimeError("generator didn't stop")
            finally:
                gen.close()
        if value is None:
            value = typ()
        try:
            gen.throw(typ, value, traceback)
        except BaseException as back:
            answer = _verdict(value, back, StopIteration, StopIteration)
            if answer is None:
                raise
            if answer is False and not isinstance(back, StopIteration):
                # the with statement re-raises it: with the traceback it
                # had, not the frames of its trip through the generator
                value.__traceback__ = traceback
            return answer
        try:
            raise RuntimeError("generator didn't stop after throw()")
        finally:
            gen.close()


class _AsyncGeneratorContextManager(_GeneratorContextManagerBase, AbstractAsyncContextManager,
                                    AsyncContextDecorator):
    """What an @asynccontextmanager function returns when called."""

    async def __aenter__(self):
        self._forget_recipe()
        try:
            return await self.gen.__anext__()
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        gen = self.gen
        if typ is None:
            try:
                await gen.__anext__()
            except StopAsyncIteration:
                return False
            try:
                raise RuntimeError("generator didn't stop")
            finally:
                await gen.aclose()
        if value is None:
            value = typ()
        try:
            await gen.athrow(typ, value, traceback)
        except BaseException as back:
            answer = _verdict(value, back, StopAsyncIteration,
                              (StopIteration, StopAsyncIteration))
            if answer is None:
                raise
            if answer is False and not isinstance(back, StopAsyncIteration):
                value.__traceback__ = traceback
            return answer
        try:
            raise RuntimeError("generator didn't stop after athrow()")
        finally:
            await gen.aclose()


def contextmanager(func):
    @_wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


def asynccontextmanager(func):
    @_wraps(func)
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class aclosing(AbstractAsyncContextManager):
    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._target = new_target
        # entering the same object again while it is active nests
        self._saved = []

    def __enter__(self):
        self._saved.append(getattr(_sys, self._stream))
        setattr(_sys, self._stream, self._target)
        return self._target

    def __exit__(self, exctype, excinst, exctb):
        setattr(_sys, self._stream, self._saved.pop())


class redirect_stdout(_RedirectStream):
    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    _stream = "stderr"


class suppress(AbstractContextManager):
    def __init__(self, *exceptions):
        self._kinds = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return False
        return issubclass(exctype, self._kinds)


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
        pass


_NO_ERROR = (None, None, None)


class _Unwinding:
    # One exit of a stack.  `details` is what the next callback receives;
    # a callback's own error replaces it and is linked (through __context__)
    # to the error it replaced, in place of the exception being handled
    # around the stack (`outer`), so the chain reads as if the callbacks had
    # been nested with statements.
    __slots__ = ('details', 'entered_with', 'suppressed', 'failing', 'outer')

    def __init__(self, details):
        self.details = details
        self.entered_with = details[0] is not None
        self.suppressed = False
        self.failing = False
        self.outer = _sys.exc_info()[1]

    def returned(self, result):
        if result:
            self.suppressed = True
            self.failing = False
            self.details = _NO_ERROR

    def raised(self, err):
        previous = self.details[1]
        link = err
        while True:
            up = link.__context__
            if up is None or up is previous:
                break
            if up is self.outer:
                link.__context__ = previous
                break
            link = up
        self.failing = True
        self.details = (type(err), err, err.__traceback__)

    def finish(self):
        if self.failing:
            err = self.details[1]
            kept = err.__context__
            try:
                raise err
            except BaseException:
                err.__context__ = kept
                raise
        return self.entered_with and self.suppressed


class _Bound:
    # an exit method bound to its manager (CPython uses types.MethodType)
    __slots__ = ('__func__', '__self__')

    def __init__(self, func, obj):
        self.__func__ = func
        self.__self__ = obj

    def __call__(self, *args):
        return self.__func__(self.__self__, *args)


class _BaseExitStack:
    @staticmethod
    def _create_exit_wrapper(cm, cm_exit):
        return _Bound(cm_exit, cm)

    @staticmethod
    def _create_cb_wrapper(callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        return _exit_wrapper

    def __init__(self):
        self._exit_callbacks = _deque()

    def pop_all(self):
        heir = type(self)()
        heir._exit_callbacks, self._exit_callbacks = self._exit_callbacks, _deque()
        return heir

    def push(self, exit):
        # the with statement looks __exit__ up on the type; so does this
        try:
            method = type(exit).__exit__
        except AttributeError:
            self._push_exit_callback(exit)
        else:
            self._push_cm_exit(exit, method)
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        try:
            enter, leave = cls.__enter__, cls.__exit__
        except AttributeError:
            raise TypeError(f"{_cm_name(cls)} object does not support the "
                            f"context manager protocol") from None
        result = enter(cm)
        self._push_cm_exit(cm, leave)
        return result

    def callback(self, callback, /, *args, **kwds):
        wrapper = self._create_cb_wrapper(callback, *args, **kwds)
        wrapper.__wrapped__ = callback
        self._push_exit_callback(wrapper)
        return callback

    def _push_cm_exit(self, cm, cm_exit):
        self._push_exit_callback(self._create_exit_wrapper(cm, cm_exit), True)

    def _push_exit_callback(self, callback, is_sync=True):
        # the stack holds (is_sync, exit function) pairs
        self._exit_callbacks.append((bool(is_sync), callback))


def _cm_name(cls):
    try:
        mod = cls.__module__
    except AttributeError:
        mod = 'builtins'    # builtin types have no __module__ in baton
    return f"'{mod}.{cls.__qualname__}'"


class ExitStack(_BaseExitStack, AbstractContextManager):
    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        run = _Unwinding(exc_details)
        pending = self._exit_callbacks
        while pending:
            fn = pending.pop()[1]
            try:
                run.returned(fn(*run.details))
            except BaseException as err:
                run.raised(err)
        return run.finish()

    def close(self):
        self.__exit__(*_NO_ERROR)


class AsyncExitStack(_BaseExitStack, AbstractAsyncContextManager):
    @staticmethod
    def _create_async_exit_wrapper(cm, cm_exit):
        return _Bound(cm_exit, cm)

    @staticmethod
    def _create_async_cb_wrapper(callback, /, *args, **kwds):
        async def _exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)
        return _exit_wrapper

    async def enter_async_context(self, cm):
        cls = type(cm)
        try:
            enter, leave = cls.__aenter__, cls.__aexit__
        except AttributeError:
            raise TypeError(f"{_cm_name(cls)} object does not support the asynchronous "
                            f"context manager protocol") from None
        result = await enter(cm)
        self._push_async_cm_exit(cm, leave)
        return result

    def push_async_exit(self, exit):
        try:
            method = type(exit).__aexit__
        except AttributeError:
            self._push_exit_callback(exit, False)
        else:
            self._push_async_cm_exit(exit, method)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        wrapper = self._create_async_cb_wrapper(callback, *args, **kwds)
        wrapper.__wrapped__ = callback
        self._push_exit_callback(wrapper, False)
        return callback

    async def aclose(self):
        await self.__aexit__(*_NO_ERROR)

    def _push_async_cm_exit(self, cm, cm_exit):
        self._push_exit_callback(self._create_async_exit_wrapper(cm, cm_exit), False)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        run = _Unwinding(exc_details)
        pending = self._exit_callbacks
        while pending:
            is_sync, fn = pending.pop()
            try:
                if is_sync:
                    run.returned(fn(*run.details))
                else:
                    run.returned(await fn(*run.details))
            except BaseException as err:
                run.raised(err)
        return run.finish()

# contextlib: generator managers, suppress, closing, nullcontext, ExitStack
import asyncio
from contextlib import (contextmanager, asynccontextmanager, suppress, closing,
                        nullcontext, ExitStack, AsyncExitStack, aclosing,
                        AbstractContextManager, ContextDecorator)
import contextlib

log = []


@contextmanager
def tag(name):
    log.append("<" + name)
    try:
        yield name.upper()
    finally:
        log.append(name + ">")


with tag("a") as t:
    log.append(t)
print(log)


@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print("swallowed", repr(e))


with swallow():
    raise KeyError("k")
print("after swallow")

try:
    with swallow():
        raise ValueError("v")
except ValueError as e:
    print("passed through", repr(e))


@contextmanager
def noyield():
    if False:
        yield


try:
    with noyield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def twice():
    yield 1
    yield 2


try:
    with twice():
        pass
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def keeps_going():
    try:
        yield
    except ZeroDivisionError:
        yield


try:
    with keeps_going():
        1 / 0
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def converts():
    try:
        yield
    except KeyError as e:
        raise IndexError("converted") from e


try:
    with converts():
        raise KeyError(1)
except IndexError as e:
    print("IndexError", e, repr(e.__cause__))


@contextmanager
def stops():
    yield


try:
    with stops():
        raise StopIteration("stop")
except StopIteration as e:
    print("StopIteration kept", e)


# used as a decorator: recreated for every call
@tag("deco")
def decorated(x):
    log.append(x)
    return x * 2


log.clear()
print(decorated(3), decorated(4), log)

with suppress(KeyError, IndexError):
    {}["x"]
print("suppressed")
with suppress():
    pass
try:
    with suppress(KeyError):
        raise ValueError("no")
except ValueError as e:
    print("not suppressed", e)
with suppress(LookupError):
    [][1]
print("subclass suppressed")


class Res:
    def __init__(self, n):
        self.n = n

    def close(self):
        print("closed", self.n)


with closing(Res(1)) as r:
    print("using", r.n)
try:
    with closing(Res(2)):
        raise KeyError
except KeyError:
    print("closed on error")

with nullcontext() as x:
    print("null", x)
with nullcontext(42) as x:
    print("null", x)

with ExitStack() as stack:
    for i in range(3):
        stack.callback(print, "callback", i)
    stack.enter_context(tag("s"))
    cb = stack.callback(lambda *a, **k: print("lambda", a, k), 1, key=2)
    print("body", callable(cb))
print(log[-2:])

with ExitStack() as stack:
    stack.callback(print, "never")
    moved = stack.pop_all()
print("popped")
moved.close()
moved.close()

try:
    with ExitStack() as stack:
        stack.enter_context(suppress(ZeroDivisionError))
        stack.callback(print, "inner callback")
        1 / 0
    print("ExitStack suppressed")
except ZeroDivisionError:
    print("not suppressed")


def boom():
    raise ValueError("from callback")


try:
    with ExitStack() as stack:
        stack.callback(boom)
        raise KeyError("body")
except ValueError as e:
    print("callback replaced", repr(e), repr(e.__context__))


class Pushed:
    def __exit__(self, t, v, tb):
        print("pushed exit", t.__name__ if t else None)
        return True


with ExitStack() as stack:
    stack.push(Pushed())
    stack.push(lambda t, v, tb: print("push callable", t))
    raise OSError("x")
print("after push")

try:
    with ExitStack() as stack:
        stack.enter_context(42)
except TypeError as e:
    print("TypeError", e)


class Mine(AbstractContextManager):
    def __exit__(self, *a):
        pass


class Abstract(AbstractContextManager):
    pass


with Mine() as m:
    print(type(m).__name__)
try:
    Abstract()
except TypeError as e:
    print("TypeError", e)


class Deco(ContextDecorator):
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, *a):
        print("exit", a[0])
        return False


@Deco()
def f():
    print("in f")


f()
# not in baton: redirect_stdout/redirect_stderr (no stream to swap), chdir (no files)
print(sorted(set(contextlib.__all__) - {'chdir', 'redirect_stdout', 'redirect_stderr'}))


async def amain():
    @asynccontextmanager
    async def agen(x):
        print("aenter", x)
        try:
            yield x + 1
        finally:
            print("aexit", x)

    async with agen(1) as v:
        print("body", v)

    @asynccontextmanager
    async def aswallow():
        try:
            yield
        except KeyError:
            print("async swallowed")

    async with aswallow():
        raise KeyError

    @asynccontextmanager
    async def anoyield():
        if False:
            yield

    try:
        async with anoyield():
            pass
    except RuntimeError as e:
        print("RuntimeError", e)

    async with nullcontext(7) as n:
        print("async null", n)

    class AThing:
        async def aclose(self):
            print("aclosed")

    async with aclosing(AThing()):
        pass

    async def acb(x):
        print("async callback", x)

    async with AsyncExitStack() as st:
        await st.enter_async_context(agen(10))
        st.push_async_callback(acb, 5)
        st.callback(print, "sync callback")
        st.enter_context(tag("sync"))
    try:
        async with AsyncExitStack() as st:
            await st.enter_async_context(tag("x"))
    except TypeError as e:
        print("TypeError", e)


asyncio.run(amain())

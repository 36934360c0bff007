# ExitStack / AsyncExitStack: the __context__ chains of errors raised by exit
# callbacks (with and without an exception from the body, suppressing
# callbacks between them, generator managers, an outer handler active), as
# CPython links them; a @contextmanager object's __doc__.
from contextlib import ExitStack, AsyncExitStack, contextmanager, suppress
import asyncio

def chain(e):
    out = []
    seen = 0
    while e is not None and seen < 8:
        out.append(repr(e)); e = e.__context__; seen += 1
    return ' <- '.join(out)

def raiser(msg):
    def f(*a):
        raise ValueError(msg)
    return f

def scenario(first, cbs, sup_at=None):
    try:
        with ExitStack() as st:
            for k, c in enumerate(cbs):
                if c == 'r':
                    st.callback(raiser('cb%d' % k))
                elif c == 's':
                    st.push(lambda *a: True)
                elif c == 'p':
                    st.push(lambda *a: False)
                elif c == 'c':
                    @contextmanager
                    def g(k=k):
                        try:
                            yield
                        finally:
                            raise KeyError('gen%d' % k)
                    st.enter_context(g())
            if first:
                raise TypeError('body')
        print(first, cbs, 'no exception')
    except BaseException as e:
        print(first, cbs, chain(e))

for first in (False, True):
    for cbs in ('r', 'rr', 'rs', 'sr', 'rsr', 'crc', 'rrr', 'pr', 'rp', 'cc', 's', ''):
        scenario(first, cbs)

async def amain():
    for first in (False, True):
        for cbs in ('r', 'rr', 'rsr', 'ar', 'ra', 'aa'):
            try:
                async with AsyncExitStack() as st:
                    for k, c in enumerate(cbs):
                        if c == 'r':
                            st.callback(raiser('cb%d' % k))
                        elif c == 's':
                            st.push(lambda *a: True)
                        elif c == 'a':
                            async def ar(k=k):
                                raise OSError('a%d' % k)
                            st.push_async_callback(ar)
                    if first:
                        raise TypeError('body')
                print('async', first, cbs, 'no exception')
            except BaseException as e:
                print('async', first, cbs, chain(e))
asyncio.run(amain())

# outer handler active while an ExitStack unwinds
try:
    raise LookupError('outer')
except LookupError:
    try:
        with ExitStack() as st:
            st.callback(raiser('x'))
            st.callback(raiser('y'))
            raise TypeError('in')
    except BaseException as e:
        print('nested', chain(e))
    try:
        with ExitStack() as st:
            st.callback(raiser('x'))
            st.callback(raiser('y'))
    except BaseException as e:
        print('nested2', chain(e))

@contextmanager
def cm():
    """doc of cm"""
    yield 1
print(cm().__doc__)
@contextmanager
def cm2():
    yield 1
print(cm2().__doc__ is not None)

# ABC subclass hooks, exit wrappers, generator-manager errors, decorators

from contextlib import *
import contextlib, io, sys
class C:
    def __enter__(self): return 1
    def __exit__(self, *a): return None
print(isinstance(C(), AbstractContextManager), isinstance(1, AbstractContextManager))
class D:
    async def __aenter__(self): pass
    async def __aexit__(self, *a): pass
print(isinstance(D(), AbstractAsyncContextManager), issubclass(D, AbstractContextManager))
print(AbstractContextManager[int])
st = ExitStack()
c = C()
st.push(c)
f = st._exit_callbacks[-1][1]
print(f.__self__ is c)
def cb(): pass
st.callback(cb)
print(st._exit_callbacks[-1][1].__wrapped__ is cb)
st.close()
@contextmanager
def g():
    yield 5
m = g()
with m as v: print(v)
try:
    with m: pass
except AttributeError as e: print('AttributeError', e)
@contextmanager
def h():
    yield
    yield
try:
    with h(): pass
except RuntimeError as e: print('RuntimeError', e)
@contextmanager
def k():
    try:
        yield
    except ValueError:
        yield
try:
    with k(): raise ValueError
except RuntimeError as e: print('RuntimeError', e)
@contextmanager
def n():
    if 0: yield
try:
    with n(): pass
except RuntimeError as e: print('RuntimeError', e)
@contextmanager
def stop():
    yield
try:
    with stop(): raise StopIteration('x')
except StopIteration as e: print('StopIteration', e)
with suppress(KeyError): {}[1]
print(suppress(KeyError).__exit__(None, None, None))
buf = io.StringIO()
with redirect_stdout(buf): print('hidden')
print(repr(buf.getvalue()))
try:
    ExitStack().enter_context(1)
except TypeError as e: print(e)
with nullcontext(3) as x: print(x)
@contextmanager
def deco():
    print('in'); yield; print('out')
@deco()
def fn(a): print('fn', a); return a
print(fn(1), fn(2))

# inspect.getgeneratorstate / getcoroutinestate: created, running (asked from inside), suspended, closed (close, exhausted, raised), and AttributeError for other objects
import inspect, asyncio
def g():
    print(inspect.getgeneratorstate(x))
    yield 1
x = g()
print(inspect.getgeneratorstate(x)); next(x); print(inspect.getgeneratorstate(x)); x.close(); print(inspect.getgeneratorstate(x))
y = g(); y.close(); print(inspect.getgeneratorstate(y))
def h():
    yield 1
    raise ValueError
z = h(); next(z)
try: next(z)
except ValueError: pass
print(inspect.getgeneratorstate(z))
class Y:
    def __await__(self):
        yield
async def c():
    print(inspect.getcoroutinestate(co))
    await Y()
    return 5
co = c()
print(inspect.getcoroutinestate(co))
co.send(None)
print(inspect.getcoroutinestate(co))
try: co.send(None)
except StopIteration as e: print(e.value)
print(inspect.getcoroutinestate(co))
async def ag(): yield 1
for f, o in ((inspect.getgeneratorstate, ag()), (inspect.getgeneratorstate, 3), (inspect.getcoroutinestate, x), (inspect.getcoroutinestate, ag())):
    try: f(o)
    except AttributeError as e: print(e)
c2 = c(); print(inspect.getcoroutinestate(c2)); c2.close(); print(inspect.getcoroutinestate(c2))
print(inspect.GEN_CLOSED, inspect.CORO_RUNNING)

# concurrent.futures: a Future's state machine by hand (cancel twice, set_running_or_notify_cancel from each state with CPython's CRITICAL log and RuntimeError, InvalidStateError after finishing), callbacks before and after, reprs, wait/map on executors, Future[int]
import concurrent.futures as cf
import logging
import sys

logging.basicConfig(stream=sys.stdout, format='%(levelname)s %(name)s %(msg)s')


def state(fut):
    return repr(fut).split(' at ')[1].split(' ', 1)[1]


f = cf.Future()
print(f.cancel(), f.cancel(), f.set_running_or_notify_cancel(), f.cancelled(), f.done(), f.running())
try:
    f.set_running_or_notify_cancel()
except RuntimeError as e:
    print('RuntimeError', e)
for setter in (f.set_result, f.set_exception):
    try:
        setter(1)
    except Exception as e:
        print(type(e).__name__, str(e).split(':')[0], state(f))
g = cf.Future()
seen = []
g.add_done_callback(lambda fut: seen.append(('early', fut.done())))
print(g.set_running_or_notify_cancel(), g.running(), g.cancel(), g.done(), state(g))
try:
    g.set_running_or_notify_cancel()
except RuntimeError as e:
    print('RuntimeError', e)
g.set_result([1])
g.add_done_callback(lambda fut: seen.append(('late', fut.result())))
print(state(g), seen)
h = cf.Future()
h.set_exception(ValueError('x'))
print(state(h), type(h.exception()).__name__)
try:
    h.result()
except ValueError as e:
    print('raised', e)
try:
    h.set_exception(KeyError())
except Exception as e:
    print(type(e).__name__, str(e).split(':')[0])
with cf.ThreadPoolExecutor(max_workers=2) as ex:
    fs = [ex.submit(pow, 2, i) for i in range(4)]
    print(sorted(f.result() for f in cf.as_completed(fs)), ex._max_workers)
    print(sorted(f.result() for f in cf.wait(fs, return_when=cf.FIRST_COMPLETED).done))
    print(list(ex.map(lambda a, b: a * b, [1, 2, 3], [4, 5])))
print(cf.Future[int], isinstance(cf.TimeoutError(), TimeoutError))

# concurrent.futures: executors, Future API, map, as_completed, wait
import concurrent.futures
from concurrent.futures import (ThreadPoolExecutor, ProcessPoolExecutor, Future, as_completed,
                                wait, FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED,
                                CancelledError)


def fetch(url):
    if 'bad' in url:
        raise ValueError('cannot fetch ' + url)
    return len(url)


urls = ['https://a.example', 'https://bb.example', 'https://bad.example', 'https://ccc.example']
with ThreadPoolExecutor(max_workers=4) as ex:
    futures = {ex.submit(fetch, u): u for u in urls}
    results = {}
    for fut in as_completed(futures):
        u = futures[fut]
        try:
            results[u] = fut.result()
        except ValueError as e:
            results[u] = 'error: %s' % e
print(sorted(results.items()))

with ThreadPoolExecutor() as ex:
    print(list(ex.map(len, ['a', 'bb', 'ccc'])))
    print(list(ex.map(pow, [2, 3, 4], [5, 2, 1])))
    it = ex.map(fetch, urls)
    print(next(it), next(it))
    try:
        next(it)
    except ValueError as e:
        print('map raised', e)

with ThreadPoolExecutor(2) as ex:
    f = ex.submit(sum, [1, 2, 3])
    g = ex.submit(fetch, 'bad')
    h = ex.submit(dict, a=1)
    print(f.result(), f.done(), f.running(), f.cancelled(), f.exception(), f.cancel())
    print(type(g.exception()).__name__, g.done(), h.result())
    try:
        g.result()
    except ValueError as e:
        print('result raised', e)
    seen = []
    f.add_done_callback(lambda fut: seen.append(('cb', fut.result())))
    print(seen)
    done, not_done = wait([f, g, h])
    print(len(done), len(not_done), sorted(type(x).__name__ for x in done))
    r = wait([f, g], return_when=FIRST_EXCEPTION)
    print(len(r.done), len(r.not_done), type(r).__name__)
    r = wait([f], timeout=1, return_when=FIRST_COMPLETED)
    print(len(r.done), r.not_done)
try:
    ex.submit(len, 'x')
except RuntimeError as e:
    print('RuntimeError', e)

# a Future used by hand
fut = Future()
log = []
fut.add_done_callback(lambda f: log.append(f.result()))
print(fut.done(), fut.running(), repr(fut).split(' at ')[0], repr(fut).split('state=')[1])
print(fut.set_running_or_notify_cancel(), fut.running(), repr(fut).split('state=')[1])
fut.set_result(42)
print(fut.result(), log, repr(fut).split('state=')[1])
try:
    fut.set_result(1)
except concurrent.futures.InvalidStateError as e:
    print('InvalidStateError', str(e).split(':')[0])
c = Future()
print(c.cancel(), c.cancelled(), c.done(), c.cancel())
for m in (c.result, c.exception):
    try:
        m()
    except CancelledError as e:
        print('CancelledError', repr(e))
e = Future()
e.set_exception(KeyError('k'))
print(repr(e.exception()), repr(e).split('state=')[1])
p = Future()
try:
    p.result(timeout=0)
except TimeoutError as err:
    print('TimeoutError', repr(err), concurrent.futures.TimeoutError is TimeoutError)
try:
    list(as_completed([p, fut], timeout=0))
except TimeoutError as err:
    print('as_completed', err)
r = wait([p, fut], timeout=0)
print(len(r.done), len(r.not_done))
print(len(list(as_completed([fut, fut]))))

# chained work and executor errors
with ThreadPoolExecutor(max_workers=3, thread_name_prefix='w') as ex:
    stage1 = [ex.submit(lambda n: n * n, n) for n in range(5)]
    stage2 = ex.submit(sum, [f.result() for f in stage1])
    print(stage2.result())
for bad in (lambda: ThreadPoolExecutor(0), lambda: ThreadPoolExecutor(-1),
            lambda: ThreadPoolExecutor(initializer=3), lambda: ProcessPoolExecutor(0)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


def boom():
    raise OSError('no init')


ex = ThreadPoolExecutor(initializer=lambda x: log.append(x), initargs=('init',))
print(ex.submit(len, 'abc').result(), log)
ex.shutdown()
print(CancelledError.__mro__[1].__name__, concurrent.futures.BrokenExecutor.__mro__[1].__name__,
      FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED)

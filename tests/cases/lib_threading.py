# threading: threads that are started and joined, locks, events, semaphores
import threading

results = []
lock = threading.Lock()


def worker(n, scale=1):
    with lock:
        results.append(n * scale)


threads = [threading.Thread(target=worker, args=(i,), kwargs={'scale': 10}) for i in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results), [t.is_alive() for t in threads])
print(threads[0].name.startswith('Thread-'), threads[0].name.endswith('(worker)'),
      threading.current_thread().name, threading.main_thread().name,
      threading.current_thread() is threading.main_thread(), threading.active_count())


class Counter(threading.Thread):
    def __init__(self, n):
        super().__init__(name='counter-%d' % n, daemon=True)
        self.n = n
        self.total = 0

    def run(self):
        for i in range(self.n):
            self.total += i


c = Counter(10)
print(c.name, c.daemon, c.is_alive(), c.ident)
c.start()
c.join(timeout=5)
print(c.total, c.is_alive(), isinstance(c.ident, int))
for bad in (c.start, threading.Thread(target=len).join):
    try:
        bad()
    except RuntimeError as e:
        print('RuntimeError', e)

l = threading.Lock()
print(l.acquire(), l.locked(), l.acquire(blocking=False), l.acquire(timeout=0.01))
l.release()
print(l.locked(), repr(l).split(' ')[0])
try:
    l.release()
except RuntimeError as e:
    print('RuntimeError', e)
r = threading.RLock()
with r:
    with r:
        print('reentrant ok')
try:
    r.release()
except RuntimeError as e:
    print('RuntimeError', e)

ev = threading.Event()
print(ev.is_set(), ev.wait(timeout=0.01))
ev.set()
print(ev.is_set(), ev.wait(), ev.wait(1))
ev.clear()
print(ev.is_set())

sem = threading.Semaphore(2)
print(sem.acquire(), sem.acquire(), sem.acquire(blocking=False), sem.acquire(timeout=0.01))
sem.release(2)
bs = threading.BoundedSemaphore(1)
with bs:
    pass
try:
    bs.release()
except ValueError as e:
    print('ValueError', e)
try:
    threading.Semaphore(-1)
except ValueError as e:
    print('ValueError', e)

cond = threading.Condition()
with cond:
    cond.notify_all()
    print(cond.wait_for(lambda: 'ready'), cond.wait(timeout=0.01))
try:
    cond.notify()
except RuntimeError as e:
    print('RuntimeError', e)

data = threading.local()
data.x = 5
print(data.x)


def failing():
    raise ValueError('thread failed')


t = threading.Thread(target=failing, name='bad')
t.start()
t.join()
print('after failing thread', t.is_alive())

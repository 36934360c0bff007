# threading's locks and queue.SimpleQueue are C in CPython: an error they
# raise shows no frame of theirs; the user's target run by a thread does.
import queue
import threading

for bad in (lambda: threading.RLock().release(), lambda: queue.SimpleQueue().get(False)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)


def work(lock):
    with lock:
        pass
    lock.release()


work(threading.Lock())

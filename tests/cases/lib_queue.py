# queue: FIFO, LIFO, priority and simple queues, Empty/Full, task counting
import queue
from queue import Queue, LifoQueue, PriorityQueue, SimpleQueue, Empty, Full

for cls in (Queue, LifoQueue, PriorityQueue):
    q = cls()
    for x in [5, 1, 4, 2, 3]:
        q.put(x)
    print(cls.__name__, q.qsize(), q.empty(), q.full(), [q.get() for _ in range(5)], q.empty())

q = Queue(maxsize=2)
q.put('a')
q.put_nowait('b')
print(q.full(), q.qsize(), q.maxsize, list(q.queue))
for f in (lambda: q.put_nowait('c'), lambda: q.put('c', block=False), lambda: q.put('c', timeout=0.01)):
    try:
        f()
    except Full as e:
        print('Full', repr(e), isinstance(e, Exception))
print(q.get(), q.get_nowait())
for f in (q.get_nowait, lambda: q.get(False), lambda: q.get(timeout=0.01)):
    try:
        f()
    except Empty as e:
        print('Empty', repr(e))
for f in (lambda: q.get(timeout=-1), lambda: q.put(1, timeout=-1)):
    try:
        f()
    except ValueError as e:
        print('ValueError', e)

# task_done / join
q = Queue()
for job in ['x', 'y']:
    q.put(job)
print(q.unfinished_tasks)
while not q.empty():
    print('work', q.get())
    q.task_done()
q.join()
print('joined', q.unfinished_tasks)
try:
    q.task_done()
except ValueError as e:
    print('ValueError', e)

pq = PriorityQueue()
for item in [(3, 'low'), (1, 'high'), (2, 'mid'), (1, 'also high')]:
    pq.put(item)
print([pq.get() for _ in range(pq.qsize())])

sq = SimpleQueue()
sq.put(1)
sq.put_nowait(2)
print(sq.qsize(), sq.empty(), sq.get(), sq.get_nowait(), sq.empty())
try:
    sq.get(block=False)
except Empty:
    print('SimpleQueue Empty')


class Stack(Queue):
    def _init(self, maxsize):
        self.queue = []
    def _put(self, item):
        self.queue.insert(0, item)
    def _get(self):
        return self.queue.pop(0)


s = Stack()
for i in range(3):
    s.put(i)
print([s.get() for _ in range(3)], queue.__all__, Queue[int])

# types.prepare_class/new_class paths and the queue classes' storage
import types, queue

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, kw)
        return {'made_by': mcls.__name__}

class Base(metaclass=Meta):
    pass

print(types.prepare_class('A'))
print(types.prepare_class('B', (Base,), {'x': 1})[0].__name__)
print(types.prepare_class('C', (), {'metaclass': Meta})[1])
m, ns, kw = types.prepare_class('D', (int,), {'metaclass': 5})
print(m, ns, kw)
C = types.new_class('C', (Base,), exec_body=lambda ns: ns.update(v=1))
print(C.__name__, type(C).__name__, C.v, C.made_by)
class G:
    def __mro_entries__(self, bases): return (Base,)
E = types.new_class('E', (G(),))
print(E.__bases__[0].__name__, type(E.__orig_bases__[0]).__name__)
try:
    types.coroutine(3)
except TypeError as e:
    print('TypeError', e)
for cls in (queue.Queue, queue.LifoQueue, queue.PriorityQueue):
    q = cls(3)
    for x in (2, 1, 3):
        q.put(x)
    print(cls.__name__, type(q.queue).__name__, q.qsize(), q.full(), [q.get() for _ in range(3)], q.unfinished_tasks, q.maxsize)
class MyQ(queue.Queue):
    def _init(self, maxsize):
        import collections
        self.queue = collections.deque(['seed'])
q = MyQ()
q.put('x')
print(q.queue, q.get())

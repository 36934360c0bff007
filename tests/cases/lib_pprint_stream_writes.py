# pprint to a stream object: the same write() calls as CPython's
import pprint, collections
class W:
    def __init__(self): self.out = []
    def write(self, s): self.out.append(s)
w = W()
data = {'a': list(range(30)), 'b': 'word ' * 30, 'c': b'bytes' * 20, 'd': collections.Counter('abracadabra'), 'e': (1,), 'f': collections.deque(range(30), maxlen=40)}
pprint.pprint(data, stream=w, width=30)
print(w.out)
w = W()
pprint.PrettyPrinter(stream=w, width=20, compact=True, indent=3).pprint([list(range(12)), 'x' * 30, {'k': [1, 2]}])
print(w.out)
for obj, width in [(b'abcd' * 10, 12), (bytearray(b'xy' * 30), 15), (['s' * 30, b'q' * 30], 20), ('a b c d e f g h ' * 4, 15), (collections.deque(), 1), (collections.OrderedDict(a=list(range(20))), 20), (collections.defaultdict(int, a=list(range(20))), 20)]:
    w = W()
    pprint.pprint(obj, stream=w, width=width)
    print(w.out)

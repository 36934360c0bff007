# io.IOBase and its three subclasses as bases of user streams: print(file=)
# writes through write(), closing, context management, iteration by lines
# over read(1), and the refusals (seek, tell, fileno, truncate).
import io
class MyIO(io.IOBase):
    def write(self, buf):
        print('write', len(buf))
        return len(buf)
print('test', file=MyIO())
m = MyIO()
print(m.closed, m.readable(), m.writable(), m.seekable(), m.isatty())
for f in (m.seek, m.tell, m.fileno, m.truncate):
    try: f(0) if f in (m.seek,) else f()
    except io.UnsupportedOperation as e: print(type(e).__name__, e)
with m as x: print(x is m)
print(m.closed)
try: m.flush()
except ValueError as e: print(e)
try:
    with m: pass
except ValueError as e: print(e)
class R(io.RawIOBase):
    def __init__(self, data): self.data = data; self.i = 0
    def read(self, n=-1):
        r = self.data[self.i:self.i + 1]; self.i += 1; return r
    def readable(self): return True
r = R(b"ab\ncd\nef")
print(list(r))
r = R(b"ab\ncd\nef")
print(r.readline(), r.readlines())
m2 = MyIO(); m2.writelines(['ab', 'c'])
print(isinstance(m2, io.IOBase), issubclass(io.TextIOBase, io.IOBase), io.IOBase.__name__, io.IOBase)

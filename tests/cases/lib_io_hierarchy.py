# io.StringIO and io.BytesIO in CPython's class hierarchy: StringIO derives
# from _io._TextIOBase, BytesIO from _io._BufferedIOBase, both from
# _io._IOBase; io.IOBase/TextIOBase/BufferedIOBase are ABCs they are
# registered with.  Behaviour (closed errors, iteration, csv) unchanged.
import io, csv

print(repr(io.StringIO), io.StringIO.__module__, io.StringIO.__qualname__)
print(repr(io.BytesIO), io.BytesIO.__module__)
print(io.StringIO.__mro__)
print(io.BytesIO.__mro__)
print(io.IOBase.__mro__)
print(io.TextIOBase.__mro__)
print(io.BufferedIOBase.__mro__)
print(io.RawIOBase.__mro__)
print(repr(io.IOBase), repr(io.TextIOBase), repr(io.BufferedIOBase), repr(io.RawIOBase))
print(io.IOBase.__module__, io.TextIOBase.__module__)
s, b = io.StringIO(), io.BytesIO()
for cls in (io.IOBase, io.TextIOBase, io.BufferedIOBase, io.RawIOBase):
    print(cls.__name__, isinstance(s, cls), isinstance(b, cls),
          issubclass(io.StringIO, cls), issubclass(io.BytesIO, cls))
print(type(io.IOBase).__name__, type(io.StringIO).__name__)
for name in ('close', 'flush', 'readline', 'readlines', '__enter__', '__exit__',
             '__iter__', '__next__', 'writelines', 'isatty', 'fileno', 'tell'):
    print(name, hasattr(io.StringIO, name), hasattr(io.BytesIO, name))


# every method on a closed stream
def closed_calls(f, data):
    f.close()
    f.close()
    print(type(f).__name__, 'closed', f.closed)
    calls = [
        ('read', lambda: f.read()), ('readline', lambda: f.readline()),
        ('readlines', lambda: f.readlines()), ('write', lambda: f.write(data)),
        ('writelines', lambda: f.writelines([data])), ('seek', lambda: f.seek(0)),
        ('tell', lambda: f.tell()), ('truncate', lambda: f.truncate()),
        ('getvalue', lambda: f.getvalue()), ('flush', lambda: f.flush()),
        ('isatty', lambda: f.isatty()), ('readable', lambda: f.readable()),
        ('writable', lambda: f.writable()), ('seekable', lambda: f.seekable()),
        ('fileno', lambda: f.fileno()), ('iter', lambda: iter(f)),
        ('next', lambda: next(f)), ('enter', lambda: f.__enter__()),
        ('with', lambda: f.__enter__()), ('for', lambda: [x for x in f]),
    ]
    for name, call in calls:
        try:
            r = call()
            print(' ', name, 'ok', 'self' if r is f else repr(r))
        except Exception as e:
            print(' ', name, type(e).__name__, e)


closed_calls(io.StringIO('a\nb\n'), 'x')
closed_calls(io.BytesIO(b'a\nb\n'), b'x')
try:
    io.BytesIO().read1()
    f = io.BytesIO(); f.close(); f.read1()
except ValueError as e:
    print('read1', e)
try:
    f = io.BytesIO(); f.close(); f.readinto(bytearray(2))
except ValueError as e:
    print('readinto', e)

# iteration, readlines with hints, context manager
for cls, data in ((io.StringIO, 'one\ntwo\r\nthree'), (io.BytesIO, b'one\ntwo\r\nthree')):
    f = cls(data)
    print(list(f), list(f))
    f.seek(0)
    print(f.readlines(2), f.readlines(), f.readlines(0))
    f.seek(0)
    print(f.readline(), f.readline(2), next(f), next(f, 'END'))
    with cls(data) as g:
        print(g is not None, g.closed, iter(g) is g)
    print(g.closed)
    g.__exit__(None, None, None)
    print(g.closed)

# writes, seeks, truncate, getvalue
s = io.StringIO('hello', newline=None)
s.seek(0, 2); s.write(' world\r\n'); s.seek(2); s.write('LL')
print(repr(s.getvalue()), s.tell(), s.truncate(4), repr(s.getvalue()))
s.writelines(['a', 'b']); print(repr(s.getvalue()))
b = io.BytesIO(b'abc')
b.seek(6); b.write(b'z'); print(b.getvalue(), b.tell(), b.seek(-2, 2), b.read())
print(b.readable(), b.writable(), b.seekable(), b.isatty())

# csv through StringIO
out = io.StringIO()
w = csv.writer(out)
w.writerow(['a', 'b c', 'd,e']); w.writerow([1, 2, 3])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue()))))
print(list(csv.DictReader(io.StringIO('x,y\n1,2\n3,4\n'))))

# user subclasses of the public bases and of the concrete classes
class Up(io.StringIO):
    def write(self, s):
        return super().write(s.upper())
u = Up()
u.write('abc'); print(u.getvalue(), isinstance(u, io.TextIOBase), type(Up).__name__)
class Src(io.RawIOBase):
    def __init__(self):
        self.left = [b'ab', b'c\nd', b'']
    def readable(self):
        return True
    def read(self, n=-1):
        return self.left.pop(0) if self.left else b''
r = Src()
print(isinstance(r, io.IOBase), isinstance(r, io.TextIOBase), r.readline(), r.closed)
r.close(); print(r.closed)
try:
    r.flush()
except ValueError as e:
    print('flush', e)
class MyText(io.TextIOBase):
    pass
print(isinstance(MyText(), io.IOBase), isinstance(MyText(), io.BufferedIOBase))
print(type(MyText).__name__)

# what the C-level bases give
s, b = io.StringIO('x'), io.BytesIO(b'abcdef')
print(s.encoding, s.errors, s.newlines, s.line_buffering)
for call in (lambda: s.detach(), lambda: b.detach(), lambda: MyText().read(),
             lambda: MyText().write('x'), lambda: MyText().readline(),
             lambda: io.BufferedIOBase().read1(), lambda: io.BufferedIOBase().write(b''),
             lambda: io.RawIOBase().seek(0), lambda: io.RawIOBase().tell(),
             lambda: s.readlines('x'), lambda: b.readlines('x'), lambda: b.readinto(b'xx'),
             lambda: b.readinto(), lambda: io.BytesIO().readinto1(bytearray(1), 2)):
    try:
        print('ok', call())
    except Exception as e:
        print(type(e).__name__, e)
buf = bytearray(4)
print(b.readinto(buf), buf, b.readinto1(buf), buf, b.readinto1(buf), b.tell())
print(io.IOBase().closed, io.IOBase().readable(), io.TextIOBase().encoding)
class Coll(io.BufferedIOBase):
    def __init__(self):
        self.data = b'hello\nworld'
    def read(self, n=-1):
        out, self.data = self.data[:n], self.data[n:]
        return out
c = Coll()
m = bytearray(3)
print(c.readinto(m), m, c.readline(), list(c))

# io.StringIO and io.BytesIO: in-memory streams as CPython's
import io
from io import StringIO, BytesIO

s = StringIO()
print(s.write("hello\n"), s.write("world"), s.tell())
print(repr(s.getvalue()))
s.seek(0)
print(repr(s.readline()), repr(s.readline()), repr(s.readline()))
s.seek(2)
print(s.write("XY"), repr(s.getvalue()), s.tell())
print(repr(s.read()), repr(s.read()))
s.seek(20)
s.write("!")
print(repr(s.getvalue()))
print(s.truncate(4), repr(s.getvalue()), s.tell())
s.seek(0, 2)
print(s.tell())
s = StringIO("a\nb\nc")
print(list(s))
s = StringIO("line1\nline2\nline3\n")
print(s.readlines(), s.readlines())
s.seek(0)
print(s.readlines(7), s.read(3), s.read(0), s.read(None))
s.seek(0)
print(repr(s.readline(3)), repr(s.readline(-1)))
print(s.readable(), s.writable(), s.seekable(), s.closed)
with StringIO("x") as f:
    print(f.read())
print(f.closed)
for op in (f.read, f.getvalue, f.tell, lambda: f.write("x"), lambda: f.seek(0)):
    try:
        op()
    except ValueError as e:
        print("ValueError", e)
s = StringIO()
s.writelines(["a", "b", "c"])
print(s.getvalue())
for bad in (lambda: s.write(1), lambda: s.write(b"x"), lambda: StringIO(1),
            lambda: s.seek(1, 1), lambda: s.seek(-1), lambda: s.seek(0, 3),
            lambda: s.read("1"), lambda: s.truncate(-1), lambda: StringIO(newline="x")):
    try:
        bad()
    except (TypeError, ValueError, OSError) as e:
        print(type(e).__name__, e)
s = StringIO("a\r\nb\rc\n", newline=None)
print(repr(s.getvalue()))
s = StringIO(newline="\r\n")
s.write("x\ny\n")
print(repr(s.getvalue()))
print(s.seek(0, 1), s.seek(0, 0))

b = BytesIO(b"abc")
print(b.read(), b.tell(), b.write(b"def"), b.getvalue())
b.seek(-2, 2)
print(b.read(), b.seek(1, 0), b.read(1), b.seek(1, 1), b.read())
b.seek(10)
b.write(bytearray(b"z"))
print(b.getvalue())
b = BytesIO(b"1\n2\n")
print(list(b), b.readline())
for bad in (lambda: b.write("s"), lambda: BytesIO("s"), lambda: b.seek(-1)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(issubclass(io.UnsupportedOperation, OSError))
try:
    StringIO().fileno()
except io.UnsupportedOperation as e:
    print("UnsupportedOperation", e)
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
print(repr(StringIO())[:23])
b.close()
try:
    b.read()
except ValueError as e:
    print("ValueError", e)
# iter() and next() on a stream (instances of classes)
s = StringIO("p\nq\n")
print(iter(s) is s, next(s), next(s), next(s, "end"))
try:
    next(s)
except StopIteration:
    print("StopIteration")

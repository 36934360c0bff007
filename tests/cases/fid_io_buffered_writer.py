# io.BufferedWriter: CPython's flush policy and a raw write() returning None
import io

bts = io.BytesIO()
buf = io.BufferedWriter(bts, 8)
print(buf.write(b"foobar"), bts.getvalue())
print(buf.write(b"foobar"), bts.getvalue())
buf.flush()
print(bts.getvalue(), buf.tell())
print(buf.write(bytearray(b"0123456789abcdefghij")), bts.getvalue())
print(buf.write(memoryview(b"xy")), bts.getvalue(), buf.tell())
buf.flush()
print(bts.getvalue())
bts = io.BytesIO()
buf = io.BufferedWriter(bts, 1)
print(buf.write(b"foo"), bts.getvalue())
print(type(hash(buf)), isinstance(buf, io.BufferedIOBase), type(buf).__name__, repr(buf))
print(buf.raw is bts, buf.writable(), buf.readable(), buf.seekable(), buf.closed)


class Slow(io.RawIOBase):
    # takes nothing twice (write returns None), then 3 bytes a call
    def __init__(self):
        self.count = 0
        self.got = b''

    def writable(self):
        return True

    def write(self, b):
        self.count += 1
        if self.count < 3:
            return None
        self.got += bytes(b[:3])
        return min(3, len(b))


raw = Slow()
buf = io.BufferedWriter(raw, 8)
print(buf.write(b"foobar"))
for _ in range(4):
    try:
        buf.flush()
        print("flushed", raw.got)
    except BlockingIOError as e:
        print("BlockingIOError", e.errno, e.strerror, e.characters_written)
def two_writes(size, first, second):
    raw = Slow()
    buf = io.BufferedWriter(raw, size)
    buf.write(first)
    try:
        buf.write(second)
    except BlockingIOError as e:
        print("BlockingIOError", e.characters_written)
    return raw, buf


raw, buf = two_writes(8, b"abcdef", b"ghijkl")
for _ in range(3):
    try:
        buf.flush()
    except BlockingIOError as e:
        print("BlockingIOError", e.characters_written, raw.got)
print(raw.got)
two_writes(4, b"ab", b"cdefghijkl")


class Bad(io.RawIOBase):
    def writable(self):
        return True

    def write(self, b):
        return 99


buf = io.BufferedWriter(Bad(), 2)
try:
    buf.write(b"abc")
except OSError as e:
    print(type(e).__name__, e)
for bad in (0, -1):
    try:
        io.BufferedWriter(io.BytesIO(), bad)
    except ValueError as e:
        print(e)
try:
    io.BufferedWriter(io.BytesIO()).write("str")
except TypeError as e:
    print(e)
buf = io.BufferedWriter(io.BytesIO(), 4)
buf.write(b"ab")
buf.close()
print(buf.closed)
try:
    buf.write(b"x")
except ValueError as e:
    print(e)
try:
    buf.flush()
except ValueError as e:
    print(e)
b2 = io.BytesIO()
buf = io.BufferedWriter(b2, 4)
buf.write(b"xy")
print(buf.detach() is b2, b2.getvalue())


class RO(io.IOBase):
    pass


try:
    io.BufferedWriter(RO(), 8)
except io.UnsupportedOperation as e:
    print(type(e).__name__, e)

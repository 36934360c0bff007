# io: in-memory streams only (StringIO, BytesIO), as CPython 3.11's, and a
# BufferedWriter over a stream the program has.  A program has no files,
# so there is no open(), FileIO or buffered file.
# Plain Python classes: snapshots and the GC need nothing new.  A stream
# keeps its text as a list of chunks while it is only appended to (the
# common case: writes at the end), joined at the first read or seek.

__all__ = ["StringIO", "BytesIO", "BufferedWriter", "UnsupportedOperation", "IOBase", "RawIOBase",
           "BufferedIOBase", "TextIOBase", "SEEK_SET", "SEEK_CUR", "SEEK_END"]

import abc

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192



def _one_arg(name, args, kw):
    # the argument of a method CPython writes in C taking exactly one (METH_O)
    if kw:
        raise TypeError(f'{name}() takes no keyword arguments')
    if len(args) != 1:
        raise TypeError(f'{name}() takes exactly one argument ({len(args)} given)')
    return args[0]


class UnsupportedOperation(OSError):
    # CPython's also derives from ValueError: baton's exception classes
    # take one builtin base
    __module__ = 'io'


class _IOBase:
    # CPython's _io._IOBase: the base of StringIO and BytesIO and, through
    # io.IOBase, of user streams.  A subclass gives read/write and gets
    # closing, iteration by lines, context management and the refusals of
    # what it does not do.  closed is its own flag here, as CPython's
    # __IOBase_closed (StringIO and BytesIO keep theirs).
    __module__ = '_io'
    __IOBase_closed = False

    def _checkClosed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    @property
    def closed(self):
        return self.__IOBase_closed

    def close(self):
        if not self.__IOBase_closed:
            try:
                self.flush()
            finally:
                self.__IOBase_closed = True

    def flush(self):
        if self.__IOBase_closed:
            raise ValueError('I/O operation on closed file.')

    def seek(self, *args):
        raise UnsupportedOperation('seek')

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, *args):
        raise UnsupportedOperation('truncate')

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def isatty(self):
        self._checkClosed()
        return False

    def __enter__(self):
        self._checkClosed()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._checkClosed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readline(self, size=-1):
        res = bytearray()
        while size is None or size < 0 or len(res) < size:
            b = self.read(1)
            if not b:
                break
            res += b
            if res.endswith(b'\n'):
                break
        return bytes(res)

    def readlines(self, hint=-1):
        hint = _size_arg(hint)
        if hint <= 0:
            return list(self)
        lines, n = [], 0
        for line in self:
            lines.append(line)
            n += len(line)
            if n >= hint:
                break
        return lines

    def writelines(self, lines):
        self._checkClosed()
        for line in lines:
            self.write(line)


def _refuses(*names):
    # a class decorator: methods raising CPython's UnsupportedOperation(name)
    def refuser(name):
        def refuse(self, *args, **kw):
            raise UnsupportedOperation(name)
        refuse.__name__ = name
        return refuse

    def give(cls):
        for name in names:
            setattr(cls, name, refuser(name))
        return cls
    return give


class _RawIOBase(_IOBase):
    __module__ = '_io'


@_refuses('detach', 'read', 'read1', 'write')
class _BufferedIOBase(_IOBase):
    __module__ = '_io'

    def _readinto(self, args, kw, name, read):
        buf = _one_arg(name, args, kw)
        if not (isinstance(buf, bytearray) or
                (isinstance(buf, memoryview) and not buf.readonly)):
            raise TypeError('readinto() argument must be read-write bytes-like '
                            f'object, not {type(buf).__name__}')
        got = read(buf.nbytes if isinstance(buf, memoryview) else len(buf))
        n = len(got)
        buf[:n] = got
        return n

    def readinto(self, *args, **kw):
        return self._readinto(args, kw, '_BufferedIOBase.readinto', self.read)

    def readinto1(self, *args, **kw):
        return self._readinto(args, kw, '_BufferedIOBase.readinto1', self.read1)


@_refuses('detach', 'read', 'readline', 'write')
class _TextIOBase(_IOBase):
    __module__ = '_io'
    encoding = property(lambda self: None)
    errors = property(lambda self: None)
    newlines = property(lambda self: None)


def _index_arg(n):
    if not isinstance(n, int):
        raise TypeError(f"'{type(n).__name__}' object cannot be interpreted as an integer")
    return n


def _size_arg(n):
    if n is None:
        return -1
    if not isinstance(n, int):
        raise TypeError(f"argument should be integer or None, not '{type(n).__name__}'")
    return n


class _Memory:
    # Not a base: the methods StringIO and BytesIO both take (_memory
    # copies them into each), so their MROs are CPython's.
    # _parts: chunks whose concatenation is the value; _pos: the position
    # (may be past the end: a write there pads with zeros)

    def _check(self):
        if self._closed:
            raise ValueError(self._closed_msg)

    def _value(self):
        parts = self._parts
        if len(parts) != 1:
            v = self._empty.join(parts)
            self._parts = [v]
            return v
        return parts[0]

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def tell(self):
        self._check()
        return self._pos

    def getvalue(self):
        self._check()
        return self._value()

    def _write(self, s):
        n = len(s)
        pos = self._pos
        if pos == self._len:
            self._parts.append(s)
        else:
            v = self._value()
            if pos > len(v):
                v = v + self._zero * (pos - len(v))
            v = v[:pos] + s + v[pos + n:]
            self._parts = [v]
        self._pos = pos + n
        if self._pos > self._len:
            self._len = self._pos
        return n

    def read(self, size=-1):
        self._check()
        size = _size_arg(size)
        v = self._value()
        pos = self._pos
        if pos >= len(v):
            return self._empty
        end = len(v) if size < 0 else min(len(v), pos + size)
        self._pos = end
        return v[pos:end]

    def readline(self, size=-1):
        self._check()
        size = _size_arg(size)
        v = self._value()
        pos = self._pos
        if pos >= len(v):
            return self._empty
        end = v.find(self._nl, pos)
        end = len(v) if end < 0 else end + 1
        if size >= 0 and end > pos + size:
            end = pos + size
        self._pos = end
        return v[pos:end]

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        else:
            size = _index_arg(size)
            if size < 0:
                raise ValueError(f'Negative size value {size}')
        v = self._value()
        if size < len(v):
            self._parts = [v[:size]]
            self._len = size
        return size


def _memory(cls):
    for k, v in abc._class_ns(_Memory).items():
        if not k.startswith('__'):
            setattr(cls, k, v)
    return cls


@_memory
class StringIO(_TextIOBase):
    __module__ = '_io'
    _empty = ''
    _zero = '\0'
    _nl = '\n'
    _closed_msg = 'I/O operation on closed file'

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and type(newline) is not str:
            raise TypeError(f'newline must be str or None, not {type(newline).__name__}')
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError(f'illegal newline value: {newline!r}')
        if initial_value is None:
            initial_value = ''
        if type(initial_value) is not str:
            raise TypeError(f'initial_value must be str or None, not {type(initial_value).__name__}')
        self._closed = False
        self._newline = newline
        self._parts = []
        self._len = 0
        self._pos = 0
        if initial_value:
            self._write(self._translate(initial_value))
        self._pos = 0

    def _translate(self, s):
        # newline=None reads \r and \r\n as \n; '\r' and '\r\n' write \n as it
        nl = self._newline
        if nl is None:
            return s.replace('\r\n', '\n').replace('\r', '\n')
        if nl in ('\r', '\r\n'):
            return s.replace('\n', nl)
        return s

    def write(self, *args, **kw):
        s = _one_arg('StringIO.write', args, kw)
        self._check()
        if type(s) is not str:
            raise TypeError(f'string argument expected, got {type(s).__name__!r}')
        return self._write(self._translate(s)) if s else 0

    def seek(self, pos, whence=0):
        self._check()
        pos = _index_arg(pos)
        if whence == 0:
            if pos < 0:
                raise ValueError(f'Negative seek position {pos}')
        elif whence == 1:
            if pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
            pos = self._pos
        elif whence == 2:
            if pos != 0:
                raise OSError("Can't do nonzero end-relative seeks")
            pos = self._len
        else:
            raise ValueError(f'Invalid whence ({whence}, should be 0, 1 or 2)')
        self._pos = pos
        return pos

    @property
    def line_buffering(self):
        return False



@_memory
class BytesIO(_BufferedIOBase):
    __module__ = '_io'
    _empty = b''
    _zero = b'\0'
    _nl = b'\n'
    _closed_msg = 'I/O operation on closed file.'

    def __init__(self, initial_bytes=b''):
        self._closed = False
        self._parts = []
        self._len = 0
        self._pos = 0
        if initial_bytes is None:
            initial_bytes = b''
        b = self._bytes_arg(initial_bytes)
        if b:
            self._write(b)
        self._pos = 0

    def _bytes_arg(self, b):
        if isinstance(b, (bytes, bytearray)):
            return bytes(b)
        raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")

    def write(self, *args, **kw):
        b = _one_arg('BytesIO.write', args, kw)
        self._check()
        b = self._bytes_arg(b)
        return self._write(b) if b else 0

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, *args, **kw):
        return self._readinto(args, kw, 'BytesIO.readinto', self.read)

    def flush(self):
        self._check()

    def __iter__(self):
        return self

    def readlines(self, hint=None):
        if hint is not None and not isinstance(hint, int):
            raise TypeError(f"integer argument expected, got '{type(hint).__name__}'")
        return _IOBase.readlines(self, hint)

    def getbuffer(self):
        raise UnsupportedOperation('getbuffer: memoryviews are not supported by baton')

    def seek(self, pos, whence=0):
        self._check()
        pos = _index_arg(pos)
        if whence == 0:
            if pos < 0:
                raise ValueError(f'negative seek value {pos}')
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, self._len + pos)
        else:
            raise ValueError(f'invalid whence ({whence}, should be 0, 1 or 2)')
        self._pos = pos
        return pos


def _blocking(written):
    # CPython's errno is C's (0 after a Python raw write returning None);
    # baton's OSError would take a third argument for a filename
    e = BlockingIOError(0, 'write could not complete without blocking')
    e.characters_written = written
    return e


class BufferedWriter(_BufferedIOBase):
    # CPython's _io.BufferedWriter over a writable raw stream (a program's
    # own, or a BytesIO): its flush policy (a write that fits the buffer
    # stays there; one that does not flushes the buffer, writes whole
    # buffer-sized stretches straight through and keeps the rest), and a raw
    # write() returning None (a non-blocking stream that took nothing) as
    # BlockingIOError, the buffer keeping what it could.  _buf holds the
    # bytes not yet written; _done how many of them the raw stream took.
    __module__ = '_io'

    def __init__(self, raw, buffer_size=DEFAULT_BUFFER_SIZE):
        buffer_size = _index_arg(buffer_size)
        if not raw.writable():
            raise UnsupportedOperation('File or stream is not writable.')
        if buffer_size <= 0:
            raise ValueError('buffer size must be strictly positive')
        self._raw = raw
        self._size = buffer_size
        self._buf = bytearray()
        self._done = 0

    raw = property(lambda self: self._raw)
    closed = property(lambda self: self._raw.closed)

    def _check(self, what):
        if self._raw is None:
            raise ValueError('raw stream has been detached')
        if self._raw.closed:
            raise ValueError(what)

    def _raw_write(self, data):
        n = self._raw.write(data)
        if n is None:
            return None
        n = n.__index__() if not isinstance(n, int) else n
        if n < 0 or n > len(data):
            raise OSError(f'raw write() returned invalid length {n} '
                          f'(should have been between 0 and {len(data)})')
        return n

    def _flush_buf(self):
        while self._done < len(self._buf):
            n = self._raw_write(bytes(self._buf[self._done:]))
            if n is None:
                raise _blocking(0)
            self._done += n
        self._buf = bytearray()
        self._done = 0

    def write(self, *args, **kw):
        b = _one_arg('write', args, kw)
        if isinstance(b, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(b)
        self._check('write to closed file')
        if len(self._buf) + len(data) <= self._size:
            self._buf += data
            return len(data)
        try:
            self._flush_buf()
        except BlockingIOError:
            # make room by dropping what was written, buffer what fits
            del self._buf[:self._done]
            self._done = 0
            room = self._size - len(self._buf)
            if len(data) <= room:
                self._buf += data
                return len(data)
            self._buf += data[:room]
            raise _blocking(room) from None
        written = 0
        while len(data) - written > self._size:
            n = self._raw_write(data[written:])
            if n is None:
                self._buf = bytearray(data[written:written + self._size])
                raise _blocking(written + self._size)
            written += n
        self._buf = bytearray(data[written:])
        return len(data)

    def flush(self):
        self._check('flush of closed file')
        self._flush_buf()

    def close(self):
        if self._raw is None:
            raise ValueError('raw stream has been detached')
        if self._raw.closed:
            return
        try:
            self.flush()
        finally:
            self._raw.close()

    def detach(self):
        if self._raw is None:
            raise ValueError('raw stream has been detached')
        self.flush()
        raw = self._raw
        self._raw = None
        return raw

    def writable(self):
        return self._raw.writable()

    def readable(self):
        return False

    def seekable(self):
        return self._raw.seekable()

    def tell(self):
        return self._raw.tell() + len(self._buf) - self._done

    def seek(self, pos, whence=0):
        self._check('seek of closed file')
        self._flush_buf()
        return self._raw.seek(pos, whence)

    def truncate(self, pos=None):
        self._check('truncate of closed file')
        self._flush_buf()
        return self._raw.truncate(self._raw.tell() if pos is None else pos)

    def fileno(self):
        return self._raw.fileno()

    def isatty(self):
        return self._raw.isatty()

    def __repr__(self):
        try:
            name = self._raw.name
        except AttributeError:
            return '<_io.BufferedWriter>'
        return f'<_io.BufferedWriter name={name!r}>'


# The public bases are ABCs over the C-level ones, as CPython's io.py
# writes them; StringIO and BytesIO are registered, not derived.
class IOBase(_IOBase, metaclass=abc.ABCMeta):
    __module__ = 'io'


class RawIOBase(_RawIOBase, IOBase):
    __module__ = 'io'


class BufferedIOBase(_BufferedIOBase, IOBase):
    __module__ = 'io'


class TextIOBase(_TextIOBase, IOBase):
    __module__ = 'io'


BufferedIOBase.register(BytesIO)
BufferedIOBase.register(BufferedWriter)
TextIOBase.register(StringIO)

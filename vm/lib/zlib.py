# zlib: the zlib (RFC 1950), gzip (RFC 1952) and raw DEFLATE (RFC 1951)
# formats, as CPython's zlib module.  The bit work is C (vm/lib/zlib.c:
# _inflate and _deflate, stateless); this file reads and writes the headers
# and trailers, checks arguments with CPython's messages, and keeps the
# streaming objects as plain data (so they survive snapshots).
#
# Decompressing gives CPython's results and, for damaged input, zlib's
# error in zlib's order.  Compressing gives valid streams that any zlib
# reads, but not zlib's exact bytes (another matcher): compare data after a
# round trip, not compressed bytes or their lengths.  A Decompress object
# streams: between calls it keeps _inflate's resume state (a small bytes:
# where the block stands, its code lengths), the input after the resume
# point, the last output as a bytearray window (which _inflate extends in
# place and trims to 32 KB) and the running checksum, all plain data.
from binascii import crc32

DEFLATED = 8
DEF_BUF_SIZE = 16384
DEF_MEM_LEVEL = 8
MAX_WBITS = 15
ZLIB_VERSION = '1.2.13'
ZLIB_RUNTIME_VERSION = '1.2.13'
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_DEFAULT_STRATEGY = 0
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6


class error(Exception):
    pass


error.__module__ = 'zlib'


def _data(v):
    if isinstance(v, bytes):
        return v
    if isinstance(v, (bytearray, memoryview)):
        return bytes(v)
    raise TypeError(f"a bytes-like object is required, not '{type(v).__name__}'")


def _int(v):
    if isinstance(v, int):
        return int(v)
    if hasattr(type(v), '__index__'):
        return v.__index__()
    raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")


# ---- reading ----

def _reading(wbits):
    # (wrapper, window bits) for inflate, None when zlib refuses wbits:
    # negative is raw, 0-15 zlib, 16-31 gzip, 32-47 either
    if wbits < 0:
        kind, w = 'raw', -wbits
        if wbits < -15:
            return None
    else:
        kind = ('zlib', 'gzip', 'auto')[wbits >> 4] if wbits < 48 else None
        w = wbits & 15
        if kind is None:
            return None
    if w and not 8 <= w <= 15:
        return None
    return kind, w


class _Bad(Exception):
    # a damaged stream: zlib's code and message
    def __init__(self, code, text=None, doing=None):
        self.code = code
        self.text = text
        self.doing = doing


_SHORT = object()


def _gzip_head(buf):
    # the byte after a gzip header, or _SHORT; raises _Bad
    n = len(buf)
    if n < 4:
        return _SHORT
    if buf[2] != 8:
        raise _Bad(-3, 'unknown compression method')
    flags = buf[3]
    if flags & 0xe0:
        raise _Bad(-3, 'unknown header flags set')
    at = 10
    if n < at:
        return _SHORT
    if flags & 4:
        if n < at + 2:
            return _SHORT
        at += 2 + (buf[at] | buf[at + 1] << 8)
        if n < at:
            return _SHORT
    for bit in (8, 16):
        if flags & bit:
            zero = buf.find(b'\0', at)
            if zero < 0:
                return _SHORT
            at = zero + 1
    if flags & 2:
        if n < at + 2:
            return _SHORT
        if buf[at] | buf[at + 1] << 8 != crc32(buf[:at]) & 0xffff:
            raise _Bad(-3, 'header crc mismatch')
        at += 2
    return at


def _stream_head(buf, kind, w, zdict):
    # the stream's header at the start of buf: (kind, where the body
    # begins, the window to start with), or _SHORT; raises _Bad
    n = len(buf)
    if kind == 'auto':
        if n < 2:
            return _SHORT
        kind = 'gzip' if buf[:2] == b'\x1f\x8b' else 'zlib'
    if kind == 'gzip':
        if n < 2:
            return _SHORT
        if buf[:2] != b'\x1f\x8b':
            raise _Bad(-3, 'incorrect header check')
        at = _gzip_head(buf)
        if at is _SHORT:
            return _SHORT
        return kind, at, b''
    if kind == 'zlib':
        if n < 2:
            return _SHORT
        cmf, flg = buf[0], buf[1]
        if (cmf << 8 | flg) % 31:
            raise _Bad(-3, 'incorrect header check')
        if cmf & 15 != 8:
            raise _Bad(-3, 'unknown compression method')
        size = (cmf >> 4) + 8
        if size > 15 or size > (w or size):
            raise _Bad(-3, 'invalid window size')
        if not flg & 0x20:
            return kind, 2, b''
        if n < 6:
            return _SHORT
        if zdict is None:
            raise _Bad(2)
        if int.from_bytes(buf[2:6], 'big') != adler32(zdict):
            raise _Bad(-3, 'invalid input data', 'while setting zdict')
        return kind, 6, zdict
    return kind, 0, zdict or b''


def _trailer_check(kind, tail, check, size):
    # the trailer after the body: how many bytes it takes, or _SHORT while
    # it is incomplete (gzip's checksum is checked as soon as it is there);
    # raises _Bad
    if kind == 'raw':
        return 0
    n = len(tail)
    if n < 4:
        return _SHORT
    if kind == 'zlib':
        if int.from_bytes(tail[:4], 'big') != check:
            raise _Bad(-3, 'incorrect data check')
        return 4
    if int.from_bytes(tail[:4], 'little') != check:
        raise _Bad(-3, 'incorrect data check')
    if n < 8:
        return _SHORT
    if int.from_bytes(tail[4:8], 'little') != size & 0xffffffff:
        raise _Bad(-3, 'incorrect length check')
    return 8


def _inflate_all(buf, kind, w, zdict):
    # decode the whole stream at the start of buf: (output, state, rest)
    # where state is 'end' (rest: the bytes after the stream) or 'short'
    # (the input ended); raises _Bad
    head = _stream_head(buf, kind, w, zdict)
    if head is _SHORT:
        return b'', 'short', b''
    kind, at, window = head
    out, end, state, msg, _ = _inflate(buf, at, window[-32768:], -1)
    if state == 3:
        raise _Bad(-3, msg)
    if state == 1:
        return out, 'short', b''
    check = crc32(out) if kind == 'gzip' else adler32(out)
    used = _trailer_check(kind, buf[end:], check, len(out))
    if used is _SHORT:
        return out, 'short', b''
    return out, 'end', buf[end + used:]


def _fail(bad, doing):
    doing = bad.doing or doing
    if bad.text is None:
        return error(f'Error {bad.code} {doing}')
    return error(f'Error {bad.code} {doing}: {bad.text}')


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    data = _data(data)
    wbits = _int(wbits)
    if _int(bufsize) < 0:
        raise ValueError('bufsize must be non-negative')
    how = _reading(wbits)
    if how is None:
        raise error('Error -2 while preparing to decompress data: inconsistent stream state')
    try:
        out, state, rest = _inflate_all(data, how[0], how[1], None)
    except _Bad as bad:
        raise _fail(bad, 'while decompressing data') from None
    if state != 'end':
        raise error('Error -5 while decompressing data: incomplete or truncated stream')
    return out


class _Decompress:

    def __init__(self, how, zdict):
        self._how = how
        self._zdict = zdict
        self._kind = None         # the stream's format once its header is read
        self._head = b''          # the header's bytes while it is incomplete
        self._pend = b''          # input from the resume point on, not decoded yet
        self._state = None        # _inflate's resume state (None: the first block)
        self._window = bytearray()  # the output's last 32 KB or more (zdict first)
        self._held = b''          # output past a max_length, handed out next
        self._check = 0           # the running adler32 or crc32 of the output
        self._size = 0
        self._trail = None        # the trailer's bytes once the body has ended
        self.unused_data = b''
        self.unconsumed_tail = b''
        self.eof = False
        self._closed = False      # a flush saw the end: zlib's stream is freed

    def _feed(self, data, limit):
        # decode data after what came before: (output, state, rest) where
        # state is 'end' (rest: the bytes after the stream), 'full' (limit
        # reached; rest: the input not consumed) or 'short'
        out = self._held
        if limit and len(out) > limit:
            # zlib hands out pending output and reads nothing more
            self._held = out[limit:]
            return out[:limit], 'full', data
        self._held = b''
        try:
            if self._kind is None:
                buf = self._head + data
                head = _stream_head(buf, self._how[0], self._how[1], self._zdict)
                if head is _SHORT:
                    self._head = buf
                    return out, 'short', b''
                self._kind, at, window = head
                self._head = b''
                self._window = bytearray(window[-32768:])
                self._check = 0 if self._kind == 'gzip' else 1
                data = buf[at:]
            if self._trail is None:
                # room 0 (the limit met exactly): zlib still reads on to the
                # next output and keeps it pending
                seen = len(self._pend)
                buf = self._pend + data
                got, end, state, msg, resume = _inflate(buf, 0, self._window,
                                                        limit - len(out) if limit else -1,
                                                        self._state)
                if state == 3:
                    raise _Bad(-3, msg)
                if self._kind == 'gzip':
                    self._check = crc32(got, self._check)
                else:
                    self._check = adler32(got, self._check)
                self._size += len(got)
                out += got
                if limit and len(out) > limit:
                    self._held = out[limit:]
                    out = out[:limit]
                self._state = resume
                if state == 1:
                    self._pend = buf[end:]
                    return out, 'short', b''
                if state == 2:
                    # bytes zlib had taken in before this call are never
                    # given back as unconsumed
                    self._pend = buf[end:seen]
                    return out, 'full', buf[max(end, seen):]
                self._pend = b''
                self._trail = b''
                data = buf[end:]
            tail = self._trail + data
            used = _trailer_check(self._kind, tail, self._check, self._size)
        except _Bad as bad:
            raise _fail(bad, 'while decompressing data') from None
        if used is _SHORT:
            self._trail = tail
            return out, 'short', b''
        self._trail = b''
        return out, 'end', tail[used:]

    def _ended(self, rest, had_tail):
        # zlib keeps what follows the stream as unused data; the tail is
        # replaced only when the call started with one (CPython's rule)
        self.eof = True
        self.unused_data += rest
        if had_tail:
            self.unconsumed_tail = rest

    def decompress(self, data, /, max_length=0):
        data = _data(data)
        max_length = _int(max_length)
        if max_length < 0:
            raise ValueError('max_length must be non-negative')
        had_tail = bool(self.unconsumed_tail)
        if self._closed:
            self.unconsumed_tail = data
            raise error('Error -2 while decompressing data: inconsistent stream state')
        if self.eof:
            self._ended(data, had_tail)
            return b''
        fresh, state, rest = self._feed(data, max_length)
        if state == 'end':
            self._ended(rest, had_tail)
        elif state == 'full':
            self.unconsumed_tail = rest
        else:
            self.unconsumed_tail = b''
        return fresh

    def flush(self, length=DEF_BUF_SIZE):
        if _int(length) <= 0:
            raise ValueError('length must be greater than zero')
        if self._closed:
            return b''
        had_tail = bool(self.unconsumed_tail)
        if self.eof:
            # zlib is handed the tail again and keeps it as unused data
            self._ended(self.unconsumed_tail, had_tail)
            self._closed = True
            return b''
        fresh, state, rest = self._feed(self.unconsumed_tail, 0)
        if state == 'end':
            self._ended(rest, had_tail)
            self._closed = True
        else:
            self.unconsumed_tail = b''
        return fresh

    def copy(self):
        twin = _Decompress(self._how, self._zdict)
        twin.__dict__.update(self.__dict__)
        twin._window = bytearray(self._window)
        return twin

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()


_Decompress.__name__ = _Decompress.__qualname__ = 'Decompress'
_Decompress.__module__ = 'zlib'


def decompressobj(wbits=MAX_WBITS, zdict=b''):
    how = _reading(_int(wbits))
    if how is None:
        raise ValueError('Invalid initialization option')
    if isinstance(zdict, str) or not isinstance(zdict, (bytes, bytearray, memoryview)):
        raise TypeError('zdict argument must support the buffer protocol')
    return _Decompress(how, bytes(zdict) if len(zdict) else None)


# ---- writing ----

def _writing(level, wbits, strategy=0, method=DEFLATED, mem_level=DEF_MEM_LEVEL):
    # (level, wrapper, window bits, strategy), None when zlib refuses them
    if wbits < 0:
        kind, w = 'raw', -wbits
        if wbits < -15:
            return None
    elif wbits > 15:
        kind, w = 'gzip', wbits - 16
    else:
        kind, w = 'zlib', wbits
    if level == -1:
        level = 6
    if (not 1 <= mem_level <= 9 or method != DEFLATED or not 8 <= w <= 15 or
            not 0 <= level <= 9 or not 0 <= strategy <= 4 or (w == 8 and kind != 'zlib')):
        return None
    return level, kind, max(w, 9), strategy


def _header(level, kind, w, strategy, dict_id=None):
    if kind == 'raw':
        return b''
    if kind == 'gzip':
        xfl = 2 if level == 9 else 4 if level == 1 or strategy >= 2 else 0
        return bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, xfl, 3])
    speed = 0 if strategy >= 2 or level < 2 else 1 if level < 6 else 2 if level == 6 else 3
    cmf = (w - 8) << 4 | 8
    flg = speed << 6 | (0x20 if dict_id is not None else 0)
    flg |= 31 - (cmf << 8 | flg) % 31
    head = bytes([cmf, flg])
    return head + dict_id.to_bytes(4, 'big') if dict_id is not None else head


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    data = _data(data)
    how = _writing(_int(level), _int(wbits))
    if how is None:
        raise error('Bad compression level')
    level, kind, w, strategy = how
    body, _, _ = _deflate(data, level, strategy, b'', 4, 0, 0, 1 << w)
    return _header(level, kind, w, strategy) + body + _trailer(kind, data, None, len(data))


def _trailer(kind, data, check, size):
    if kind == 'zlib':
        return (adler32(data) if check is None else check).to_bytes(4, 'big')
    if kind == 'gzip':
        c = crc32(data) if check is None else check
        return c.to_bytes(4, 'little') + (size & 0xffffffff).to_bytes(4, 'little')
    return b''


_CHUNK = 1 << 16


class _Compress:

    def __init__(self, how, zdict):
        self._level, self._kind, self._w, self._strategy = how
        self._dict_id = adler32(zdict) if zdict is not None and self._kind == 'zlib' else None
        self._window = zdict[-(1 << self._w):] if zdict is not None else b''
        self._pending = b''
        self._carry = self._ncarry = 0
        self._check = 1 if self._kind == 'zlib' else 0
        self._size = 0
        self._started = False
        self._done = False

    def _out(self, mode):
        body, self._carry, self._ncarry = _deflate(
            self._pending, self._level, self._strategy, self._window, mode,
            self._carry, self._ncarry, 1 << self._w)
        self._window = (self._window + self._pending)[-(1 << self._w):]
        self._pending = b''
        return body

    def _head(self):
        if self._started:
            return b''
        self._started = True
        return _header(self._level, self._kind, self._w, self._strategy, self._dict_id)

    def compress(self, data, /):
        data = _data(data)
        if self._done:
            raise error('Error -2 while compressing data: inconsistent stream state')
        head = self._head()
        if self._kind == 'zlib':
            self._check = adler32(data, self._check)
        elif self._kind == 'gzip':
            self._check = crc32(data, self._check)
        self._size += len(data)
        self._pending += data
        if len(self._pending) >= _CHUNK:
            return head + self._out(0)
        return head

    def flush(self, mode=Z_FINISH, /):
        mode = _int(mode)
        if mode == Z_NO_FLUSH:
            return b''
        if self._done:
            raise error('Error -2 while flushing: inconsistent stream state')
        head = self._head()
        if mode != Z_FINISH:
            body = self._out(2)
            if mode == Z_FULL_FLUSH:
                self._window = b''
            return head + body
        body = self._out(4)
        self._done = True
        return head + body + _trailer(self._kind, b'', self._check, self._size)

    def copy(self):
        if self._done:
            raise ValueError('Inconsistent stream state')
        twin = _Compress((self._level, self._kind, self._w, self._strategy), None)
        twin.__dict__.update(self.__dict__)
        return twin

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()


_Compress.__name__ = _Compress.__qualname__ = 'Compress'
_Compress.__module__ = 'zlib'


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS,
                memLevel=DEF_MEM_LEVEL, strategy=Z_DEFAULT_STRATEGY, zdict=None):
    how = _writing(_int(level), _int(wbits), _int(strategy), _int(method), _int(memLevel))
    if zdict is not None:
        zdict = _data(zdict)
    if how is None:
        raise ValueError('Invalid initialization option')
    if zdict is not None and how[1] == 'gzip':
        raise ValueError('Invalid dictionary')
    return _Compress(how, zdict)


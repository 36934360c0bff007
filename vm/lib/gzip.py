# gzip: compress and decompress gzip data in memory, as CPython's
# gzip.compress and gzip.decompress (members one after another, CPython's
# BadGzipFile and EOFError messages), over zlib.  There are no files: open()
# and GzipFile raise PermissionError (see os).  compress() stamps the
# host's clock into the header when it grants one (mtime=None), else 0,
# gzip's "no time stamp".
import zlib

__all__ = ['BadGzipFile', 'GzipFile', 'open', 'compress', 'decompress']

FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16
READ, WRITE = 1, 2
_TRUNCATED = 'Compressed file ended before the end-of-stream marker was reached'


class BadGzipFile(OSError):
    pass


def _no_files(*args, **kwargs):
    raise PermissionError(
        1, 'gzip files are not available: a baton program has no file system '
        '(gzip.compress and gzip.decompress work on bytes)')


def open(filename, mode='rb', compresslevel=9, encoding=None, errors=None, newline=None):
    _no_files()


class GzipFile:
    def __init__(self, *args, **kwargs):
        _no_files()


def compress(data, compresslevel=9, *, mtime=None):
    if mtime is None:
        try:
            import time
            mtime = time.time()
        except RuntimeError:
            mtime = 0
    if mtime == 0:
        return zlib.compress(data, level=compresslevel, wbits=31)
    xfl = 2 if compresslevel == 9 else 4 if compresslevel == 1 else 0
    head = (b'\x1f\x8b\x08\x00' + (int(mtime) & 0xffffffff).to_bytes(4, 'little') +
            bytes([xfl, 255]))
    body = zlib.compress(data, level=compresslevel, wbits=-15)
    return (head + body + zlib.crc32(data).to_bytes(4, 'little') +
            (len(data) & 0xffffffff).to_bytes(4, 'little'))


def _skip_header(data):
    # where the member's DEFLATE data starts, None at the end of the data
    magic = data[:2]
    if magic == b'':
        return None
    if magic != b'\037\213':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    if len(data) < 10:
        raise EOFError(_TRUNCATED)
    if data[2] != 8:
        raise BadGzipFile('Unknown compression method')
    flags = data[3]
    at = 10
    if flags & FEXTRA:
        if len(data) < at + 2:
            raise EOFError(_TRUNCATED)
        at += 2 + int.from_bytes(data[at:at + 2], 'little')
        if len(data) < at:
            raise EOFError(_TRUNCATED)
    for flag in (FNAME, FCOMMENT):
        if flags & flag:
            zero = data.find(b'\0', at)
            at = len(data) if zero < 0 else zero + 1
    if flags & FHCRC:
        if len(data) < at + 2:
            raise EOFError(_TRUNCATED)
        at += 2
    return at


def decompress(data):
    data = memoryview(data).tobytes()
    members = []
    while True:
        at = _skip_header(data)
        if at is None:
            return b''.join(members)
        raw = zlib.decompressobj(wbits=-zlib.MAX_WBITS)
        out = raw.decompress(data[at:])
        if not raw.eof or len(raw.unused_data) < 8:
            raise EOFError(_TRUNCATED)
        tail = raw.unused_data
        if int.from_bytes(tail[:4], 'little') != zlib.crc32(out):
            raise BadGzipFile('CRC check failed')
        if int.from_bytes(tail[4:8], 'little') != len(out) & 0xffffffff:
            raise BadGzipFile('Incorrect length of data produced')
        members.append(out)
        data = tail[8:].lstrip(b'\x00')

# binascii: the basics (hexlify/unhexlify, b2a_base64/a2b_base64, crc32,
# crc_hqx, Error), as CPython's.  base64 uses its Error and base64 codec.

__all__ = ['Error', 'Incomplete', 'hexlify', 'unhexlify', 'b2a_hex', 'a2b_hex',
           'b2a_base64', 'a2b_base64', 'crc32', 'crc_hqx']


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


_B64 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
_B64REV = {c: i for i, c in enumerate(_B64)}


def _buffer(data):
    if isinstance(data, (bytes, bytearray)):
        return data
    raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")


def _ascii(data):
    if isinstance(data, str):
        try:
            return data.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters') from None
    if isinstance(data, (bytes, bytearray)):
        return data
    raise TypeError(f"argument should be bytes, buffer or ASCII string, not '{type(data).__name__}'")


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _buffer(data)
    if sep is None:
        return data.hex().encode()
    # CPython's checks: the length first, then a str of one byte per
    # character (latin-1) or bytes; the separator is that byte
    if len(sep) != 1:
        raise ValueError('sep must be length 1.')
    if isinstance(sep, str):
        if ord(sep) >= 256:
            raise ValueError('sep must be ASCII.')
        sep = sep.encode('latin-1')
    elif not isinstance(sep, bytes):
        raise TypeError('sep must be str or bytes.')
    return data.hex(':', bytes_per_sep).encode().replace(b':', sep)


b2a_hex = hexlify


def unhexlify(hexstr):
    hexstr = _ascii(hexstr)
    if len(hexstr) % 2:
        raise Error('Odd-length string')
    try:
        return bytes.fromhex(hexstr.decode('ascii'))
    except ValueError:
        raise Error('Non-hexadecimal digit found') from None


a2b_hex = unhexlify


def b2a_base64(data, *, newline=True):
    data = _buffer(data)
    out = bytearray()
    n = len(data)
    alpha = _B64
    for i in range(0, n - n % 3, 3):
        v = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += bytes((alpha[v >> 18], alpha[(v >> 12) & 63], alpha[(v >> 6) & 63], alpha[v & 63]))
    rest = n % 3
    if rest == 1:
        v = data[n - 1] << 16
        out += bytes((alpha[v >> 18], alpha[(v >> 12) & 63])) + b'=='
    elif rest == 2:
        v = (data[n - 2] << 16) | (data[n - 1] << 8)
        out += bytes((alpha[v >> 18], alpha[(v >> 12) & 63], alpha[(v >> 6) & 63])) + b'='
    if newline:
        out += b'\n'
    return bytes(out)


def a2b_base64(data, *, strict_mode=False):
    # CPython's decoder: characters outside the alphabet are skipped (an
    # error in strict mode); a complete pad ends the data
    data = _ascii(data)
    out = bytearray()
    rev = _B64REV
    quad = 0
    left = 0
    pads = 0
    padding = False
    n = len(data)
    for i in range(n):
        c = data[i]
        if c == 61:
            padding = True
            if strict_mode and i == 0:
                raise Error('Leading padding not allowed')
            if quad >= 2:
                pads += 1
                if quad + pads >= 4:
                    if strict_mode and i + 1 < n:
                        raise Error('Excess data after padding')
                    return bytes(out)
            continue
        v = rev.get(c)
        if v is None:
            if strict_mode:
                raise Error('Only base64 data is allowed')
            continue
        if strict_mode and padding:
            raise Error('Discontinuous padding not allowed')
        pads = 0
        if quad == 0:
            quad = 1
            left = v
        elif quad == 1:
            quad = 2
            out.append(((left << 2) | (v >> 4)) & 255)
            left = v & 15
        elif quad == 2:
            quad = 3
            out.append(((left << 4) | (v >> 2)) & 255)
            left = v & 3
        else:
            quad = 0
            out.append(((left << 6) | v) & 255)
            left = 0
    if quad:
        if quad == 1:
            raise Error('Invalid base64-encoded string: number of data characters '
                        f'({len(out) // 3 * 4 + 1}) cannot be 1 more than a multiple of 4')
        raise Error('Incorrect padding')
    return bytes(out)


def _crc32_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


_CRC32 = None


def crc32(data, crc=0, /):
    """The CRC-32 (zlib's) of data, continuing from crc."""
    global _CRC32
    data = _buffer(data)
    if not isinstance(crc, int):
        raise TypeError(f"'{type(crc).__name__}' object cannot be interpreted as an integer")
    if _CRC32 is None:
        _CRC32 = _crc32_table()
    t = _CRC32
    c = ~crc & 0xFFFFFFFF
    for b in data:
        c = t[(c ^ b) & 0xFF] ^ (c >> 8)
    return ~c & 0xFFFFFFFF


def crc_hqx(data, value, /):
    """The CRC-CCITT (XMODEM) of data, continuing from value."""
    data = _buffer(data)
    c = value & 0xFFFF
    for b in data:
        c ^= b << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
    return c

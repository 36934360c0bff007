# binascii: conversions between binary data and ASCII encodings.  The
# base64 and hex codecs and the checksums are natives (vm/lib/binascii.c),
# which raise this module's Error.  uuencode is Python: its lines are at
# most 45 bytes.  Quoted-printable (a2b_qp, b2a_qp) is Python too.

__all__ = ['Error', 'Incomplete', 'a2b_base64', 'a2b_hex', 'a2b_qp', 'a2b_uu', 'b2a_base64',
           'b2a_hex', 'b2a_qp', 'b2a_uu', 'crc32', 'crc_hqx', 'hexlify', 'unhexlify']


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


def _uu_char(six, backtick):
    return 96 if backtick and six == 0 else 32 + six


def b2a_uu(data, /, *, backtick=False):
    data = memoryview(data).tobytes()
    if len(data) > 45:
        raise Error('At most 45 bytes at once')
    line = bytearray([_uu_char(len(data), backtick)])
    padded = data + bytes(-len(data) % 3)
    for k in range(0, len(padded), 3):
        word = int.from_bytes(padded[k:k + 3], 'big')
        line += bytes(_uu_char((word >> shift) & 63, backtick) for shift in (18, 12, 6, 0))
    line.append(10)
    return bytes(line)


def a2b_uu(data, /):
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError('string argument should contain only ASCII characters')
        data = data.encode('ascii')
    elif not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("argument should be bytes, buffer or ASCII string, not "
                        f"'{type(data).__name__}'")
    text = bytes(data)
    # the first byte is the length, whatever it is (an empty line: 32 zeros)
    want = ((text[0] if text else 0) - 32) & 63
    out = bytearray()
    bits = nbits = 0
    pos = 1
    while len(out) < want:
        if pos < len(text):
            c = text[pos]
            if c == 10 or c == 13:
                c = 0
            elif c < 32 or c > 96:
                raise Error('Illegal char')
            else:
                c = (c - 32) & 63
        else:
            c = 0    # a short line: the rest is zeros
        pos += 1
        bits = (bits << 6) | c
        nbits += 6
        if nbits >= 8:
            nbits -= 8
            out.append((bits >> nbits) & 255)
            bits &= (1 << nbits) - 1
    for c in text[pos:]:
        if c not in b' `\n\r':
            raise Error('Trailing garbage')
    return bytes(out)


# ---- quoted-printable (RFC 1521, as CPython's binascii) ----

_HEXDIGITS = b'0123456789ABCDEFabcdef'


def _qp_input(data):
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError('string argument should contain only ASCII characters')
        return data.encode('ascii')
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("argument should be bytes, buffer or ASCII string, not "
                        f"'{type(data).__name__}'")
    return bytes(data)


def a2b_qp(data, header=False):
    src = _qp_input(data)
    n = len(src)
    out = bytearray()
    i = 0
    while i < n:
        c = src[i]
        if c == 61:                       # '='
            i += 1
            if i >= n:
                break                     # a lone '=' at the very end is dropped
            nxt = src[i]
            if nxt == 10 or nxt == 13:
                # a soft line break: skip to just past the newline
                while i < n and src[i] != 10:
                    i += 1
                if i < n:
                    i += 1
            elif nxt == 61:
                out.append(61)
                i += 1
            elif i + 1 < n and nxt in _HEXDIGITS and src[i + 1] in _HEXDIGITS:
                out.append(int(src[i:i + 2], 16))
                i += 2
            else:
                out.append(61)
        elif header and c == 95:          # '_' stands for a space in headers
            out.append(32)
            i += 1
        else:
            out.append(c)
            i += 1
    return bytes(out)


def b2a_qp(data, quotetabs=False, istext=True, header=False):
    if isinstance(data, str) or not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    src = bytes(data)
    n = len(src)
    first_nl = src.find(b'\n')
    eol = b'\r\n' if first_nl > 0 and src[first_nl - 1] == 13 else b'\n'
    soft = b'=' + eol
    out = bytearray()
    col = 0
    i = 0
    while i < n:
        c = src[i]
        last = i + 1 == n
        nxt = -1 if last else src[i + 1]
        if (c > 126 or c == 61 or (header and c == 95) or
                (c == 46 and col == 0 and nxt in (-1, 10, 13, 0)) or
                (not istext and c in (10, 13)) or
                (c in (9, 32) and last) or
                (c < 33 and c not in (10, 13) and (quotetabs or c not in (9, 32)))):
            if col + 3 >= 76:
                out += soft
                col = 0
            out += b'=%02X' % c
            col += 3
            i += 1
        elif istext and (c == 10 or (c == 13 and nxt == 10)):
            # a hard line break; whitespace just before it is encoded
            if out and out[-1] in (9, 32):
                out[-1:] = b'=%02X' % out[-1]
            out += eol
            col = 0
            i += 2 if c == 13 else 1
        else:
            if not last and nxt != 10 and col + 1 >= 76:
                out += soft
                col = 0
            col += 1
            out.append(95 if header and c == 32 else c)
            i += 1
    return bytes(out)

# binascii: conversions between binary data and ASCII encodings.  The
# base64 and hex codecs and the checksums are natives (vm/lib/binascii.c),
# which raise this module's Error.  uuencode is Python: its lines are at
# most 45 bytes.

__all__ = ['Error', 'Incomplete', 'a2b_base64', 'a2b_hex', 'a2b_uu', 'b2a_base64',
           'b2a_hex', 'b2a_uu', 'crc32', 'crc_hqx', 'hexlify', 'unhexlify']


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

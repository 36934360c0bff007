# quopri: quoted-printable encoding and decoding (RFC 1521), as CPython's,
# over binascii's a2b_qp and b2a_qp.  encode and decode read and write
# binary file-like objects (io.BytesIO: there are no files).
from binascii import a2b_qp, b2a_qp

__all__ = ['encode', 'decode', 'encodestring', 'decodestring']

ESCAPE = b'='
MAXLINESIZE = 76
HEX = b'0123456789ABCDEF'
EMPTYSTRING = b''


def needsquoting(c, quotetabs, header):
    if c in b' \t':
        return quotetabs
    if c == b'_':
        return header
    return c == ESCAPE or not (b' ' <= c <= b'~')


def quote(c):
    assert isinstance(c, bytes) and len(c) == 1
    return ESCAPE + HEX[c[0] // 16:c[0] // 16 + 1] + HEX[c[0] % 16:c[0] % 16 + 1]


def encode(input, output, quotetabs, header=False):
    output.write(b2a_qp(input.read(), quotetabs=quotetabs, header=header))


def encodestring(s, quotetabs=False, header=False):
    return b2a_qp(s, quotetabs=quotetabs, header=header)


def decode(input, output, header=False):
    output.write(a2b_qp(input.read(), header=header))


def decodestring(s, header=False):
    return a2b_qp(s, header=header)


def ishex(c):
    assert isinstance(c, bytes)
    return b'0' <= c <= b'9' or b'a' <= c <= b'f' or b'A' <= c <= b'F'


def unhex(s):
    return int(s, 16) if s else 0

# base64: Base64 (standard, URL-safe), Base32, Base16, Ascii85 and Base85
# as CPython's, with binascii.Error (ValueError for the 85s) for bad input.

from binascii import Error as _Error, b2a_base64 as _b2a, a2b_base64 as _a2b
import re as _re

__all__ = ['encode', 'decode', 'encodebytes', 'decodebytes', 'b64encode', 'b64decode',
           'b32encode', 'b32decode', 'b32hexencode', 'b32hexdecode', 'b16encode',
           'b16decode', 'standard_b64encode', 'standard_b64decode',
           'urlsafe_b64encode', 'urlsafe_b64decode', 'a85encode', 'a85decode',
           'b85encode', 'b85decode']


def _ascii_input(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters') from None
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    raise TypeError('argument should be a bytes-like object or ASCII string, not '
                    f'{type(s).__name__!r}')


def _need_bytes(s):
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    return s


def _checked_pair(chars, count):
    # altchars (2) and map01 (1) must have that many characters, as CPython asserts
    assert len(chars) == count, repr(chars)
    return chars


def _swap(s, frm, to):
    # two characters mapped to two others, by a native translate
    return s.translate(bytes.maketrans(bytes(frm), bytes(to)))


def b64encode(s, altchars=None):
    encoded = _b2a(_need_bytes(s), newline=False)
    if altchars is None:
        return encoded
    return _swap(encoded, b'+/', _checked_pair(_need_bytes(altchars), 2))


def b64decode(s, altchars=None, validate=False):
    data = _ascii_input(s)
    if altchars is not None:
        data = _swap(data, _checked_pair(_ascii_input(altchars), 2), b'+/')
    return _a2b(data, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return _swap(b64encode(s), b'+/', b'-_')


def urlsafe_b64decode(s):
    return b64decode(_swap(_ascii_input(s), b'-_', b'+/'))


_B32 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_B32HEX = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'


def _b32encode(alphabet, s):
    s = _need_bytes(s)
    out = bytearray()
    n = len(s)
    tail = n % 5
    s = bytes(s) + bytes(5 - tail) if tail else bytes(s)
    for i in range(0, len(s), 5):
        c = (s[i] << 32) | (s[i + 1] << 24) | (s[i + 2] << 16) | (s[i + 3] << 8) | s[i + 4]
        for shift in (35, 30, 25, 20, 15, 10, 5, 0):
            out.append(alphabet[(c >> shift) & 31])
    if tail == 1:
        out[-6:] = b'======'
    elif tail == 2:
        out[-4:] = b'===='
    elif tail == 3:
        out[-3:] = b'==='
    elif tail == 4:
        out[-1:] = b'='
    return bytes(out)


# how many bytes the last group of 8 digits keeps, by how many of them are '='
_B32_KEPT = {0: 5, 1: 4, 3: 3, 4: 2, 6: 1}


def _b32decode(alphabet, s, casefold=False, map01=None):
    values = {c: i for i, c in enumerate(alphabet)}
    data = _ascii_input(s)
    if len(data) % 8:
        raise _Error('Incorrect padding')
    if map01 is not None:
        data = _swap(data, b'01', b'O' + _checked_pair(_ascii_input(map01), 1))
    if casefold:
        data = data.upper()
    digits = data.rstrip(b'=')
    pads = len(data) - len(digits)
    out = bytearray()
    for start in range(0, len(digits), 8):
        group = digits[start:start + 8]
        word = 0
        for c in group:
            v = values.get(c)
            if v is None:
                raise _Error('Non-base32 digit found')
            word = word * 32 + v
        out += (word << 5 * (8 - len(group))).to_bytes(5, 'big')
    kept = _B32_KEPT.get(pads)
    if kept is None:
        raise _Error('Incorrect padding')
    if out:
        del out[len(out) - 5 + kept:]
    return bytes(out)


def b32encode(s):
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    return _need_bytes(s).hex().upper().encode('ascii')


def b16decode(s, casefold=False):
    s = _ascii_input(s)
    if casefold:
        s = s.upper()
    # (bytes patterns: the text as latin-1, one character per byte)
    if _re.search('[^0-9A-F]', s.decode('latin-1')):
        raise _Error('Non-base16 digit found')
    if len(s) % 2:
        raise _Error('Odd-length string')
    return bytes.fromhex(s.decode('ascii'))


MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _legacy_bytes(s):
    # encodebytes/decodebytes check their argument as CPython's
    # _input_type_check does, with their own words
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError(f"expected bytes-like object, not {type(s).__name__}")
    return s


def encodebytes(s):
    s = _legacy_bytes(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(_b2a(s[i: i + MAXBINSIZE]))
    return b''.join(pieces)


# ---- Ascii85 and Base85: 4 bytes (big-endian) as 5 digits of base 85 ----

_A85 = bytes(range(33, 118))
_B85 = (b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
        b'!#$%&()*+-;<=>?@^_`{|}~')
_B85_VALUE = {c: i for i, c in enumerate(_B85)}


def _as_bytes(b):
    if isinstance(b, bytes):
        return b
    if isinstance(b, (bytearray, memoryview)):
        return bytes(b)
    raise TypeError(f"memoryview: a bytes-like object is required, not '{type(b).__name__}'")


def _85digits(b, alphabet, pad, zero_z, space_y):
    # the groups of b as digits; a short last group is sent with zeros and
    # cut back by as many digits unless pad
    short = -len(b) % 4
    b = b + bytes(short)
    out = []
    for i in range(0, len(b), 4):
        word = int.from_bytes(b[i:i + 4], 'big')
        if zero_z and word == 0:
            out.append(b'z')
        elif space_y and word == 0x20202020:
            out.append(b'y')
        else:
            d = bytearray(5)
            for k in range(4, -1, -1):
                word, d[k] = divmod(word, 85)
            out.append(bytes(alphabet[x] for x in d))
    if short and not pad:
        last = out[-1]
        if last == b'z':
            last = alphabet[:1] * 5
        out[-1] = last[:5 - short]
    return b''.join(out)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    text = _85digits(_as_bytes(b), _A85, pad, True, foldspaces)
    if adobe:
        text = b'<~' + text
    if wrapcol:
        width = max(wrapcol, 2 if adobe else 1)
        lines = [text[i:i + width] for i in range(0, len(text), width)]
        if adobe and len(lines[-1]) + 2 > width:
            lines.append(b'')
        text = b'\n'.join(lines)
    if adobe:
        text += b'~>'
    return text


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\x0b'):
    b = _ascii_input(b)
    if adobe:
        if not b.endswith(b'~>'):
            raise ValueError("Ascii85 encoded byte sequences must end with b'~>'")
        b = b[2:-2] if b.startswith(b'<~') else b[:-2]
    out = bytearray()
    group = []
    for c in b + b'uuuu':
        if 33 <= c <= 117:
            group.append(c - 33)
            if len(group) == 5:
                word = 0
                for d in group:
                    word = word * 85 + d
                if word > 0xFFFFFFFF:
                    raise ValueError('Ascii85 overflow')
                out += word.to_bytes(4, 'big')
                group = []
        elif c == 122:   # z
            if group:
                raise ValueError('z inside Ascii85 5-tuple')
            out += bytes(4)
        elif foldspaces and c == 121:   # y
            if group:
                raise ValueError('y inside Ascii85 5-tuple')
            out += b'    '
        elif c in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % c)
    cut = 4 - len(group)
    return bytes(out[:-cut] if cut else out)


def b85encode(b, pad=False):
    return _85digits(_as_bytes(b), _B85, pad, False, False)


def b85decode(b):
    b = _ascii_input(b)
    short = -len(b) % 5
    b = b + b'~' * short
    out = bytearray()
    for i in range(0, len(b), 5):
        word = 0
        for j in range(i, i + 5):
            v = _B85_VALUE.get(b[j])
            if v is None:
                raise ValueError('bad base85 character at position %d' % j)
            word = word * 85 + v
        if word > 0xFFFFFFFF:
            raise ValueError('base85 overflow in hunk starting at byte %d' % i)
        out += word.to_bytes(4, 'big')
    return bytes(out[:-short] if short else out)


def decodebytes(s):
    return _a2b(_legacy_bytes(s))


def encode(input, output):
    raise TypeError('base64.encode needs files, and a baton program has none: use b64encode')


def decode(input, output):
    raise TypeError('base64.decode needs files, and a baton program has none: use b64decode')

# uuid: the UUID class, uuid3/uuid5 (hashlib's md5/sha1) and uuid4 from the
# host's entropy (RuntimeError when the host grants none), as CPython's.
# Not here: uuid1 (needs the clock and a node id: no hardware access) and
# getnode; is_safe is None (CPython's SafeUUID.unknown).

from hashlib import md5 as _md5, sha1 as _sha1
from random import _entropy

__all__ = ['UUID', 'uuid3', 'uuid4', 'uuid5', 'NAMESPACE_DNS', 'NAMESPACE_URL',
           'NAMESPACE_OID', 'NAMESPACE_X500', 'RESERVED_NCS', 'RFC_4122',
           'RESERVED_MICROSOFT', 'RESERVED_FUTURE']

RESERVED_NCS = 'reserved for NCS compatibility'
RFC_4122 = 'specified in RFC 4122'
RESERVED_MICROSOFT, RESERVED_FUTURE = ('reserved for %s' % what for what in (
    'Microsoft compatibility', 'future definition'))

# A UUID is one 128-bit number; every other view of it (fields, bytes,
# hex, variant, version) is computed from that number.

def _to_bytes(n, size):
    return bytes([(n >> shift) & 255 for shift in range(8 * size - 8, -8, -8)])


def _from_bytes(data):
    n = 0
    for byte in data:
        n = (n << 8) | byte
    return n


def _flip_le(data):
    # between big-endian bytes and the little-endian layout of the first
    # three fields (the byte order is its own inverse)
    return data[3::-1] + data[5:3:-1] + data[7:5:-1] + data[8:]


# the six fields from the top: (name, width in bits)
_FIELDS = (('time_low', 32), ('time_mid', 16), ('time_hi_version', 16),
           ('clock_seq_hi_variant', 8), ('clock_seq_low', 8), ('node', 48))


def _join_fields(fields):
    if len(fields) != 6:
        raise ValueError('fields is not a 6-tuple')
    n = 0
    for number, ((_, width), value) in enumerate(zip(_FIELDS, fields), 1):
        if not 0 <= value < 1 << width:
            article = 'an' if width == 8 else 'a'
            raise ValueError('field %d out of range (need %s %d-bit value)'
                             % (number, article, width))
        n = (n << width) | value
    return n


def _parse_hex(text):
    digits = text.replace('urn:', '').replace('uuid:', '').strip('{}').replace('-', '')
    if len(digits) != 32:
        raise ValueError('badly formed hexadecimal UUID string')
    return _int(digits, 16)


def _field(shift, width):
    mask = (1 << width) - 1
    return property(lambda self: (self.int >> shift) & mask)


def _ordering(test):
    def compare(self, other):
        return test(self.int, other.int) if isinstance(other, UUID) else NotImplemented
    return compare


_VARIANT_BITS = 0xc000 << 48      # the two variant bits RFC 4122 sets to 10
_VERSION_BITS = 0xf000 << 64      # the four version bits


def _sixteen(data, name):
    # data, once it is known to be 16 bytes long
    if len(data) == 16:
        return data
    raise ValueError(name + ' is not a 16-char string')


def _packed(data):
    # CPython asserts that the 16 items are bytes (a str or bytearray is not)
    if isinstance(data, bytes):
        return data
    raise AssertionError(repr(data))


class UUID:
    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None,
                 version=None, *, is_safe=None):
        given = [x for x in (hex, bytes, bytes_le, fields, int) if x is not None]
        if len(given) != 1:
            raise TypeError('one of the hex, bytes, bytes_le, fields, or int arguments must be given')
        if hex is not None:
            int = _parse_hex(hex)
        elif bytes_le is not None:
            int = _from_bytes(_packed(_flip_le(_sixteen(bytes_le, 'bytes_le'))))
        elif bytes is not None:
            int = _from_bytes(_packed(_sixteen(bytes, 'bytes')))
        elif fields is not None:
            int = _join_fields(fields)
        if not 0 <= int < 1 << 128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            int = (int & ~(_VARIANT_BITS | _VERSION_BITS)) | (0x8000 << 48) | (version << 76)
        # __setattr__ refuses: the two attributes go straight in
        vars(self).update(int=int, is_safe=is_safe)

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    __eq__ = _ordering(lambda x, y: x == y)
    __lt__ = _ordering(lambda x, y: x < y)
    __gt__ = _ordering(lambda x, y: x > y)
    __le__ = _ordering(lambda x, y: x <= y)
    __ge__ = _ordering(lambda x, y: x >= y)

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    def __str__(self):
        digits = self.hex
        return '-'.join((digits[:8], digits[8:12], digits[12:16], digits[16:20], digits[20:]))

    @property
    def bytes(self):
        return _to_bytes(self.int, 16)

    @property
    def bytes_le(self):
        return _flip_le(self.bytes)

    @property
    def fields(self):
        return tuple([getattr(self, name) for name, _ in _FIELDS])

    time_low = _field(96, 32)
    time_mid = _field(80, 16)
    time_hi_version = _field(64, 16)
    clock_seq_hi_variant = _field(56, 8)
    clock_seq_low = _field(48, 8)
    node = _field(0, 48)

    @property
    def time(self):
        # 60 bits: the version field's low 12, then time_mid, then time_low
        high = self.time_hi_version & 0x0fff
        return (high << 48) | (self.time_mid << 32) | self.time_low

    @property
    def clock_seq(self):
        return ((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        # the leading bits of clock_seq_hi_variant: 0, 10, 110 or 111
        top = self.clock_seq_hi_variant >> 5
        if top < 4:
            return RESERVED_NCS
        if top < 6:
            return RFC_4122
        return RESERVED_MICROSOFT if top == 6 else RESERVED_FUTURE

    @property
    def version(self):
        return (self.int >> 76) & 0xf if self.variant == RFC_4122 else None


_int = int


def _name_bytes(name):
    # 3.11 takes str names only (bytes(name, "utf-8"))
    if not isinstance(name, str):
        raise TypeError('encoding without a string argument')
    return name.encode('utf-8')


def uuid3(namespace, name):
    digest = _md5(namespace.bytes + _name_bytes(name), usedforsecurity=False).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid5(namespace, name):
    digest = _sha1(namespace.bytes + _name_bytes(name)).digest()
    return UUID(bytes=digest[:16], version=5)


def uuid4():
    return UUID(int=_entropy(16, 'uuid.uuid4()'), version=4)


def uuid1(node=None, clock_seq=None):
    raise NotImplementedError('uuid.uuid1 needs the hardware address and clock: '
                              'not available in baton (use uuid4)')


# RFC 4122's namespaces: they differ in one digit
NAMESPACE_DNS, NAMESPACE_URL, NAMESPACE_OID, NAMESPACE_X500 = [
    UUID('6ba7b81%d-9dad-11d1-80b4-00c04fd430c8' % k) for k in (0, 1, 2, 4)]

# uuid: the UUID class, uuid3/uuid5 (hashlib's md5/sha1) and uuid4 from the
# host's entropy (RuntimeError when the host grants none), as CPython's.
# Not here: uuid1 (needs the clock and a node id: no hardware access) and
# getnode; is_safe is None (CPython's SafeUUID.unknown).

from hashlib import md5 as _md5, sha1 as _sha1
from random import _entropy

__all__ = ['UUID', 'uuid3', 'uuid4', 'uuid5', 'NAMESPACE_DNS', 'NAMESPACE_URL',
           'NAMESPACE_OID', 'NAMESPACE_X500', 'RESERVED_NCS', 'RFC_4122',
           'RESERVED_MICROSOFT', 'RESERVED_FUTURE']

RESERVED_NCS, RFC_4122, RESERVED_MICROSOFT, RESERVED_FUTURE = [
    'reserved for NCS compatibility', 'specified in RFC 4122',
    'reserved for Microsoft compatibility', 'reserved for future definition']

_MAX = 1 << 128


def _to_bytes(n, size):
    return bytes((n >> (8 * k)) & 255 for k in range(size - 1, -1, -1))


def _from_bytes(b):
    n = 0
    for c in b:
        n = (n << 8) | c
    return n


class UUID:
    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None,
                 version=None, *, is_safe=None):
        if [hex, bytes, bytes_le, fields, int].count(None) != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, or int arguments must be given')
        if hex is not None:
            hex = hex.replace('urn:', '').replace('uuid:', '')
            hex = hex.strip('{}').replace('-', '')
            if len(hex) != 32:
                raise ValueError('badly formed hexadecimal UUID string')
            int = _int(hex, 16)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError('bytes_le is not a 16-char string')
            bytes = (bytes_le[4 - 1::-1] + bytes_le[6 - 1:4 - 1:-1] +
                     bytes_le[8 - 1:6 - 1:-1] + bytes_le[8:])
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError('bytes is not a 16-char string')
            int = _from_bytes(bytes)
        if fields is not None:
            if len(fields) != 6:
                raise ValueError('fields is not a 6-tuple')
            (time_low, time_mid, time_hi_version,
             clock_seq_hi_variant, clock_seq_low, node) = fields
            if not 0 <= time_low < 1 << 32:
                raise ValueError('field 1 out of range (need a 32-bit value)')
            if not 0 <= time_mid < 1 << 16:
                raise ValueError('field 2 out of range (need a 16-bit value)')
            if not 0 <= time_hi_version < 1 << 16:
                raise ValueError('field 3 out of range (need a 16-bit value)')
            if not 0 <= clock_seq_hi_variant < 1 << 8:
                raise ValueError('field 4 out of range (need an 8-bit value)')
            if not 0 <= clock_seq_low < 1 << 8:
                raise ValueError('field 5 out of range (need an 8-bit value)')
            if not 0 <= node < 1 << 48:
                raise ValueError('field 6 out of range (need a 48-bit value)')
            clock_seq = (clock_seq_hi_variant << 8) | clock_seq_low
            int = ((time_low << 96) | (time_mid << 80) |
                   (time_hi_version << 64) | (clock_seq << 48) | node)
        if int is not None and not 0 <= int < _MAX:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            int &= ~(0xc000 << 48)
            int |= 0x8000 << 48
            int &= ~(0xf000 << 64)
            int |= version << 76
        object.__setattr__(self, 'int', int)
        object.__setattr__(self, 'is_safe', is_safe)

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return f'{self.__class__.__name__}({str(self)!r})'

    def __str__(self):
        hex = '%032x' % self.int
        return f'{hex[:8]}-{hex[8:12]}-{hex[12:16]}-{hex[16:20]}-{hex[20:]}'

    @property
    def bytes(self):
        return _to_bytes(self.int, 16)

    @property
    def bytes_le(self):
        bytes = self.bytes
        return (bytes[4 - 1::-1] + bytes[6 - 1:4 - 1:-1] + bytes[8 - 1:6 - 1:-1] + bytes[8:])

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return (((self.time_hi_version & 0x0fff) << 48) |
                (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        return (((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low)

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        elif not self.int & (0x4000 << 48):
            return RFC_4122
        elif not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        else:
            return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xf
        return None


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
    try:
        n = _entropy(16)
    except RuntimeError:
        raise RuntimeError('uuid.uuid4(): the host grants no entropy '
                           '(baton run --entropy grants it)') from None
    return UUID(int=n, version=4)


def uuid1(node=None, clock_seq=None):
    raise NotImplementedError('uuid.uuid1 needs the hardware address and clock: '
                              'not available in baton (use uuid4)')


NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')

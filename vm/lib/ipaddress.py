# ipaddress: IPv4/IPv6 addresses, networks and interfaces as CPython 3.11's
# module (same parsing rules, error messages, str/repr, ordering, hashes and
# the special-range tables of 3.11.7).  An address is an int (_ip) plus, for
# IPv6, an optional scope id; a network is its network address, netmask and
# prefix length.  Iteration (iter, hosts, subnets) is lazy: a /8 or a /64 is
# walked one address at a time, so the step limit bounds what a loop does.

import functools
_HEX_CHARS = '0123456789abcdefABCDEF'

IPV4LENGTH = 32
IPV6LENGTH = 128


class AddressValueError(ValueError):
    """An address text or number that is not a valid address."""


class NetmaskValueError(ValueError):
    """A prefix length or mask that is not valid."""


def _first_of(kinds, args, what, address):
    for kind in kinds:
        try:
            return kind(*args)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f'{address!r} does not appear to be an IPv4 or IPv6 {what}')


def ip_address(address):
    return _first_of((IPv4Address, IPv6Address), (address,), 'address', address)


def ip_network(address, strict=True):
    return _first_of((IPv4Network, IPv6Network), (address, strict), 'network', address)


def ip_interface(address):
    return _first_of((IPv4Interface, IPv6Interface), (address,), 'interface', address)


def _int_to_packed(address, size, version):
    try:
        return address.to_bytes(size, 'big')
    except OverflowError:
        raise ValueError(f"Address negative or too large for IPv{version}")


def v4_int_to_packed(address):
    return _int_to_packed(address, 4, 4)


def v6_int_to_packed(address):
    return _int_to_packed(address, 16, 6)


def _low_zero_bits(number, bits):
    # how many of the low `bits` bits of number are zero
    if number == 0:
        return bits
    return min(bits, (number & -number).bit_length() - 1)


def _not_same_version(a, b):
    return TypeError(f"{a} and {b} are not of the same version")


def _same_version(a, b):
    if a._version == b._version:
        return
    raise _not_same_version(a, b)


def summarize_address_range(first, last):
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError('first and last must be IP addresses, not networks')
    _same_version(first, last)
    if first > last:
        raise ValueError('last IP address must be greater than first')
    net = IPv4Network if first.version == 4 else IPv6Network
    bits = first._max_prefixlen
    lo, hi = first._ip, last._ip
    while lo <= hi:
        size = min(_low_zero_bits(lo, bits), (hi - lo + 1).bit_length() - 1)
        yield net((lo, bits - size))
        lo += 1 << size
        if lo - 1 == net._ALL_ONES:
            break


def _merge_networks(nets):
    # join sibling networks into their supernet until none pair up, then
    # drop the networks that an earlier (sorted) one covers
    pending = list(nets)
    by_parent = {}
    while pending:
        net = pending.pop()
        parent = net.supernet()
        seen = by_parent.get(parent)
        if seen is None:
            by_parent[parent] = net
        elif seen != net:
            del by_parent[parent]
            pending.append(parent)
    last = None
    for net in sorted(by_parent.values()):
        if last is not None and last.broadcast_address >= net.broadcast_address:
            continue
        yield net
        last = net


def collapse_addresses(addresses):
    singles, nets = [], []
    for ip in addresses:
        whole = isinstance(ip, _BaseAddress)
        if whole or ip._prefixlen < ip._max_prefixlen:
            into, addr = (singles if whole else nets), ip
        else:
            into, addr = singles, ip.network_address
        if into and into[-1]._version != ip._version:
            raise _not_same_version(ip, into[-1])
        into.append(addr)
    ranges = []
    singles = sorted(set(singles))
    if singles:
        start = prev = singles[0]
        for ip in singles[1:]:
            if ip._ip != prev._ip + 1:
                ranges.append((start, prev))
                start = ip
            prev = ip
        ranges.append((start, prev))
    merged = []
    for a, b in ranges:
        merged.extend(summarize_address_range(a, b))
    return _merge_networks(merged + nets)


def get_mixed_type_key(obj):
    if isinstance(obj, _BaseAddress):
        return obj._get_address_key()
    if isinstance(obj, _BaseNetwork):
        return obj._get_networks_key()
    return NotImplemented


class _IPAddressBase:
    __slots__ = ()

    @property
    def exploded(self):
        return self._explode_shorthand_ip_string()

    @property
    def compressed(self):
        return str(self)

    @property
    def reverse_pointer(self):
        return self._reverse_pointer()

    @property
    def version(self):
        return self._version

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    def _check_int_address(self, address):
        if address < 0:
            raise AddressValueError("%d (< 0) is not permitted as an IPv%d address"
                                    % (address, self._version))
        if address >> self._max_prefixlen:
            raise AddressValueError("%d (>= 2**%d) is not permitted as an IPv%d address"
                                    % (address, self._max_prefixlen, self._version))

    def _check_packed_address(self, address, size):
        if len(address) != size:
            raise AddressValueError("%r (len %d != %d) is not permitted as an IPv%d address"
                                    % (address, len(address), size, self._version))

    @classmethod
    def _ip_int_from_prefix(cls, prefixlen):
        return cls._ALL_ONES ^ (cls._ALL_ONES >> prefixlen)

    @classmethod
    def _prefix_from_ip_int(cls, ip_int):
        zeros = _low_zero_bits(ip_int, cls._max_prefixlen)
        prefixlen = cls._max_prefixlen - zeros
        if ip_int >> zeros != (1 << prefixlen) - 1:
            raise ValueError('Netmask pattern %r mixes zeroes & ones'
                             % ip_int.to_bytes(cls._max_prefixlen // 8, 'big'))
        return prefixlen

    @classmethod
    def _report_invalid_netmask(cls, netmask):
        raise NetmaskValueError('%r is not a valid netmask' % netmask) from None

    @classmethod
    def _prefix_from_prefix_string(cls, text):
        if not (text.isascii() and text.isdigit()):
            cls._report_invalid_netmask(text)
        prefixlen = int(text)
        if not 0 <= prefixlen <= cls._max_prefixlen:
            cls._report_invalid_netmask(text)
        return prefixlen

    @classmethod
    def _prefix_from_ip_string(cls, text):
        try:
            ip_int = cls._ip_int_from_string(text)
        except AddressValueError:
            cls._report_invalid_netmask(text)
        for candidate in (ip_int, ip_int ^ cls._ALL_ONES):   # a netmask, a hostmask
            try:
                return cls._prefix_from_ip_int(candidate)
            except ValueError:
                pass
        cls._report_invalid_netmask(text)

    @classmethod
    def _make_netmask(cls, arg):
        # (the netmask address, the prefix length) of a length or its text,
        # or for IPv4 also of a netmask or hostmask text
        if not isinstance(arg, int):
            try:
                bits = cls._prefix_from_prefix_string(arg)
            except NetmaskValueError:
                if cls._version != 4:
                    raise
                bits = cls._prefix_from_ip_string(arg)
        elif 0 <= arg <= cls._max_prefixlen:
            bits = arg
        else:
            cls._report_invalid_netmask(arg)
        return cls._plain(cls._ip_int_from_prefix(bits)), bits

    @classmethod
    def _split_addr_prefix(cls, address):
        # (address, prefix) of an int, bytes, 'addr[/prefix]' or a tuple
        whole = cls._max_prefixlen
        if isinstance(address, int) or isinstance(address, bytes):
            return address, whole
        if isinstance(address, tuple):
            if len(address) < 2:
                return address[0], whole
            addr, mask = address     # a longer tuple fails here, as in CPython's caller
            return addr, mask
        text = str(address)
        head, slash, tail = text.partition('/')
        if '/' in tail:
            raise AddressValueError(f"Only one '/' permitted in {address!r}")
        return (head, tail) if slash else (head, whole)

    def __reduce__(self):
        return self.__class__, (str(self),)


@functools.total_ordering
class _BaseAddress(_IPAddressBase):
    __slots__ = ()

    def _set_ip(self, address, size):
        # int, packed bytes or text; the caller handles a scope id
        if isinstance(address, bytes):
            self._check_packed_address(address, size)
            self._ip = int.from_bytes(address, byteorder='big')
            return None
        if not isinstance(address, int):
            text = str(address)
            if '/' in text:
                raise AddressValueError(f"Unexpected '/' in {address!r}")
            return text
        self._check_int_address(address)
        self._ip = address
        return None

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self._version == other._version
        except AttributeError:
            return NotImplemented

    def __lt__(self, other):
        if isinstance(other, _BaseAddress):
            _same_version(self, other)
            return self._ip < other._ip
        return NotImplemented

    def __add__(self, other):
        if isinstance(other, int):
            return type(self)(self._ip + other)
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, int):
            return type(self)(self._ip - other)
        return NotImplemented

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, str(self))

    def __str__(self):
        return str(self._string_from_ip_int(self._ip))

    def __hash__(self):
        return hash(hex(int(self._ip)))

    def _get_address_key(self):
        return (self._version, self)

    def __reduce__(self):
        return self.__class__, (self._ip,)

    def __format__(self, fmt):
        if fmt[-1:] in ('', 's'):
            return format(str(self), fmt)
        rest = fmt
        alternate = rest[:1] == '#'
        rest = rest[alternate:]
        grouping = rest[:1] == '_'
        rest = rest[grouping:]
        if len(rest) != 1 or rest not in 'xbnX':
            return object.__format__(self, fmt)
        base = rest
        if base == 'n':
            base = 'b' if self._version == 4 else 'x'
        width = self._max_prefixlen if base == 'b' else self._max_prefixlen // 4
        if grouping:
            width += width // 4 - 1
        if alternate:
            width += 2
        return format(int(self), '%s0%d%s%s' % ('#' if alternate else '', width,
                                              '_' if grouping else '', base))


@functools.total_ordering
class _BaseNetwork(_IPAddressBase):

    def _init_network(self, address, strict):
        given = self._split_addr_prefix(address)
        self.network_address = self._plain(given[0])
        mask_and_length = self._make_netmask(given[1])
        self.netmask, self._prefixlen = mask_and_length
        ip = int(self.network_address)
        if ip & int(self.netmask) != ip:
            if strict:
                raise ValueError('%s has host bits set' % self)
            self.network_address = self._plain(ip & int(self.netmask))
        self._given = given[0]

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, str(self))

    def __str__(self):
        return '%s/%d' % (self.network_address, self.prefixlen)

    def _span(self, first, last):
        make = self._address_class
        for x in range(first, last):
            yield make(x)

    def hosts(self):
        free = self._max_prefixlen - self._prefixlen   # host bits
        if not free:
            return [self._plain(self._given)]
        lo = int(self.network_address)
        hi = int(self.broadcast_address)
        if free == 1:
            return self._span(lo, hi + 1)
        # IPv6 has no broadcast address: only the subnet-router anycast is left out
        return self._span(lo + 1, hi + (self._version == 6))

    def __iter__(self):
        return self._span(int(self.network_address), int(self.broadcast_address) + 1)

    def __getitem__(self, n):
        lo = int(self.network_address)
        hi = int(self.broadcast_address)
        if n >= 0:
            if lo + n > hi:
                raise IndexError('address out of range')
            return self._address_class(lo + n)
        if hi + n + 1 < lo:
            raise IndexError('address out of range')
        return self._address_class(hi + n + 1)

    def __lt__(self, other):
        if isinstance(other, _BaseNetwork):
            _same_version(self, other)
            return ((self.network_address, self.netmask)
                    < (other.network_address, other.netmask))
        return NotImplemented

    def __eq__(self, other):
        try:
            return (self._version == other._version
                    and self.network_address == other.network_address
                    and int(self.netmask) == int(other.netmask))
        except AttributeError:
            return NotImplemented

    def __hash__(self):
        return hash(int(self.network_address) ^ int(self.netmask))

    def __contains__(self, other):
        # an address of the same version inside the block (never a network)
        return (self._version == other._version and not isinstance(other, _BaseNetwork)
                and other._ip & self.netmask._ip == self.network_address._ip)

    def overlaps(self, other):
        return (self.network_address in other or self.broadcast_address in other
                or other.network_address in self or other.broadcast_address in self)

    @functools.cached_property
    def broadcast_address(self):
        return self._address_class(int(self.network_address) | int(self.hostmask))

    @functools.cached_property
    def hostmask(self):
        return self._address_class(int(self.netmask) ^ self._ALL_ONES)

    @property
    def with_prefixlen(self):
        return '%s/%d' % (self.network_address, self._prefixlen)

    @property
    def with_netmask(self):
        return '%s/%s' % (self.network_address, self.netmask)

    @property
    def with_hostmask(self):
        return '%s/%s' % (self.network_address, self.hostmask)

    @property
    def num_addresses(self):
        return int(self.broadcast_address) - int(self.network_address) + 1

    @property
    def prefixlen(self):
        return self._prefixlen

    def address_exclude(self, other):
        _same_version(self, other)
        if not isinstance(other, _BaseNetwork):
            raise TypeError("%s is not a network object" % other)
        if not other.subnet_of(self):
            raise ValueError('%s not contained in %s' % (other, self))
        if other == self:
            return
        other = other.__class__('%s/%s' % (other.network_address, other.prefixlen))
        # halve the network; keep the half without `other`, descend into the other
        left, right = self.subnets()
        while other not in (left, right):
            if other.subnet_of(left):
                yield right
                left, right = left.subnets()
            else:
                yield left
                left, right = right.subnets()
        yield right if left == other else left

    def compare_networks(self, other):
        if other._version - self._version:
            raise TypeError('%s and %s are not of the same type' % (self, other))
        a = (self.network_address, self.netmask)
        b = (other.network_address, other.netmask)
        return 0 if a == b else (-1 if a < b else 1)

    def _get_networks_key(self):
        return (self._version, self.network_address, self.netmask)

    def _prefix_step(self, diff, target, longer):
        # how many bits subnets() (longer) or supernet() moves the prefix
        if target is None:
            return diff
        if (target < self._prefixlen) if longer else (target > self._prefixlen):
            raise ValueError('new prefix must be %s' % ('longer' if longer else 'shorter'))
        if diff != 1:
            raise ValueError('cannot set prefixlen_diff and new_prefix')
        return abs(target - self._prefixlen)

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        if self._prefixlen >= self._max_prefixlen:
            yield self
            return
        bits = self._prefix_step(prefixlen_diff, new_prefix, True)
        if bits < 0:
            raise ValueError('prefix length diff must be > 0')
        length = self._prefixlen + bits
        if length > self._max_prefixlen:
            raise ValueError('prefix length diff %d is invalid for netblock %s'
                             % (length, self))
        size = 1 << (self._max_prefixlen - length)
        for k in range(1 << bits):
            yield type(self)((self.network_address._ip + k * size, length))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        if not self._prefixlen:
            return self
        bits = self._prefix_step(prefixlen_diff, new_prefix, False)
        length = self._prefixlen - bits
        if length < 0:
            raise ValueError('current prefixlen is %d, cannot have a prefixlen_diff of %d'
                             % (self._prefixlen, bits))
        keep = self.netmask._ip << bits          # (a negative step raises here)
        return type(self)((self.network_address._ip & keep, length))

    @staticmethod
    def _is_subnet_of(a, b):
        try:
            _same_version(a, b)
            return (b.network_address <= a.network_address
                    and b.broadcast_address >= a.broadcast_address)
        except AttributeError:
            raise TypeError(f"Unable to test subnet containment between {a} and {b}")

    def subnet_of(self, other):
        return self._is_subnet_of(self, other)

    def supernet_of(self, other):
        return self._is_subnet_of(other, self)

    def _both_ends(self, name):
        return (getattr(self.network_address, name)
                and getattr(self.broadcast_address, name))

    @property
    def is_multicast(self):
        return self._both_ends('is_multicast')

    @property
    def is_reserved(self):
        return self._both_ends('is_reserved')

    @property
    def is_link_local(self):
        return self._both_ends('is_link_local')

    @property
    def is_unspecified(self):
        return self._both_ends('is_unspecified')

    @property
    def is_loopback(self):
        return self._both_ends('is_loopback')

    @property
    def is_private(self):
        first, last = self.network_address, self.broadcast_address
        return any(first in net and last in net for net in self._constants.private)

    @property
    def is_global(self):
        return not self.is_private


class _Interface:
    """What IPv4Interface and IPv6Interface add to their address class."""

    def _init_interface(self, address):
        given = self._split_addr_prefix(address)
        self._address_init(given[0])
        net = self.network = self._network_class(given, strict=False)
        self.netmask, self._prefixlen = net.netmask, net._prefixlen

    @functools.cached_property
    def hostmask(self):
        return self.network.hostmask

    def __str__(self):
        return '%s/%d' % (self._address_str(), self._prefixlen)

    def __eq__(self, other):
        same = self._address_eq(other)
        if same is NotImplemented or not same:
            return same
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        less = self._address_lt(other)
        if less is NotImplemented:
            return NotImplemented
        try:
            return self.network < other.network or (self.network == other.network and less)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))

    __reduce__ = _IPAddressBase.__reduce__

    @property
    def ip(self):
        return self._plain(self._ip)

    @property
    def with_prefixlen(self):
        return '%s/%s' % (self._string_from_ip_int(self._ip), self._prefixlen)

    @property
    def with_netmask(self):
        return '%s/%s' % (self._string_from_ip_int(self._ip), self.netmask)

    @property
    def with_hostmask(self):
        return '%s/%s' % (self._string_from_ip_int(self._ip), self.hostmask)


# ---- IPv4 ----

class _BaseV4:
    __slots__ = ()
    _version = 4
    _max_prefixlen = IPV4LENGTH
    _ALL_ONES = (1 << _max_prefixlen) - 1

    def _explode_shorthand_ip_string(self):
        return str(self)

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError('Address cannot be empty')
        pieces = ip_str.split('.')
        if len(pieces) != 4:
            raise AddressValueError("Expected 4 octets in %r" % ip_str)
        value = 0
        try:
            for piece in pieces:
                value = value * 256 + cls._parse_octet(piece)
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None
        return value

    @classmethod
    def _parse_octet(cls, text):
        if not text:
            raise ValueError("Empty octet not permitted")
        if not (text.isascii() and text.isdigit()):
            raise ValueError("Only decimal digits permitted in %r" % text)
        if len(text) > 3:
            raise ValueError("At most 3 characters permitted in %r" % text)
        if text[0] == '0' and text != '0':
            raise ValueError("Leading zeros are not permitted in %r" % text)
        value = int(text, 10)
        if value > 255:
            raise ValueError("Octet %d (> 255) not permitted" % value)
        return value

    @classmethod
    def _string_from_ip_int(cls, ip_int):
        return '.'.join(str(b) for b in ip_int.to_bytes(4, 'big'))

    def _reverse_pointer(self):
        return '.'.join(str(self).split('.')[::-1]) + '.in-addr.arpa'

    @staticmethod
    def _plain(address):
        return IPv4Address(address)


class IPv4Address(_BaseV4, _BaseAddress):
    __slots__ = '_ip', '__weakref__'

    def __init__(self, address):
        text = self._set_ip(address, 4)
        if text is not None:
            self._ip = self._ip_int_from_string(text)

    @property
    def packed(self):
        return v4_int_to_packed(self._ip)

    @property
    def is_reserved(self):
        return self in _V4.reserved

    @property
    def is_private(self):
        return any(self in net for net in _V4.private)

    @property
    def is_global(self):
        return self not in _V4.shared and not self.is_private

    @property
    def is_multicast(self):
        return self in _V4.multicast

    @property
    def is_unspecified(self):
        return self == _V4.unspecified

    @property
    def is_loopback(self):
        return self in _V4.loopback

    @property
    def is_link_local(self):
        return self in _V4.link_local


class IPv4Interface(_Interface, IPv4Address):
    _address_init = IPv4Address.__init__
    _address_str = IPv4Address.__str__
    _address_eq = IPv4Address.__eq__
    _address_lt = IPv4Address.__lt__

    def __init__(self, address):
        self._init_interface(address)

    @property
    def _network_class(self):
        return IPv4Network


class IPv4Network(_BaseV4, _BaseNetwork):
    _address_class = IPv4Address

    def __init__(self, address, strict=True):
        self._init_network(address, strict)

    @property
    def is_global(self):
        shared = _V4.shared
        return (not (self.network_address in shared and self.broadcast_address in shared)
                and not self.is_private)


class _V4:
    # the special blocks the is_* properties test against
    link_local, loopback, multicast, shared, reserved = [IPv4Network(n) for n in (
        '169.254.0.0/16', '127.0.0.0/8', '224.0.0.0/4', '100.64.0.0/10', '240.0.0.0/4')]
    private = [IPv4Network(n) for n in (
        '0.0.0.0/8', '10.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
        '192.0.0.0/29', '192.0.0.170/31', '192.0.2.0/24', '192.168.0.0/16',
        '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '240.0.0.0/4',
        '255.255.255.255/32')]
    unspecified = IPv4Address(0)


IPv4Address._constants = IPv4Network._constants = _V4


# ---- IPv6 ----

class _BaseV6:
    __slots__ = ()
    _version = 6
    _ALL_ONES = (1 << IPV6LENGTH) - 1
    _HEXTET_COUNT = 8
    _HEX_DIGITS = frozenset(_HEX_CHARS)
    _max_prefixlen = _HEXTET_COUNT * 16

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError('Address cannot be empty')
        parts = ip_str.split(':')
        if len(parts) < 3:
            raise AddressValueError("At least 3 parts expected in %r" % ip_str)
        if parts[-1].find('.') >= 0:
            try:
                v4 = IPv4Address(parts.pop())._ip
            except AddressValueError as exc:
                raise AddressValueError("%s in %r" % (exc, ip_str)) from None
            parts += ['%x' % (v4 >> 16), '%x' % (v4 & 0xFFFF)]
        if len(parts) > cls._HEXTET_COUNT + 1:
            raise AddressValueError("At most %d colons permitted in %r"
                                    % (cls._HEXTET_COUNT, ip_str))
        gaps = [i for i in range(1, len(parts) - 1) if not parts[i]]
        if len(gaps) > 1:
            raise AddressValueError("At most one '::' permitted in %r" % ip_str)
        lead = "Leading ':' only permitted as part of '::' in %r"
        trail = "Trailing ':' only permitted as part of '::' in %r"
        if gaps:
            head = parts[:gaps[0]]
            tail = parts[gaps[0] + 1:]
            if not parts[0]:
                if len(head) > 1:
                    raise AddressValueError(lead % ip_str)
                head = []
            if not parts[-1]:
                if len(tail) > 1:
                    raise AddressValueError(trail % ip_str)
                tail = []
            skipped = cls._HEXTET_COUNT - len(head) - len(tail)
            if skipped < 1:
                raise AddressValueError("Expected at most %d other parts with '::' in %r"
                                        % (cls._HEXTET_COUNT - 1, ip_str))
        else:
            if len(parts) != cls._HEXTET_COUNT:
                raise AddressValueError("Exactly %d parts expected without '::' in %r"
                                        % (cls._HEXTET_COUNT, ip_str))
            if not parts[0]:
                raise AddressValueError(lead % ip_str)
            if not parts[-1]:
                raise AddressValueError(trail % ip_str)
            head, tail, skipped = parts, [], 0
        value = 0
        try:
            for part in head:
                value = (value << 16) | cls._parse_hextet(part)
            value <<= 16 * skipped
            for part in tail:
                value = (value << 16) | cls._parse_hextet(part)
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None
        return value

    @classmethod
    def _parse_hextet(cls, text):
        if not cls._HEX_DIGITS.issuperset(text):
            raise ValueError("Only hex digits permitted in %r" % text)
        if len(text) > 4:
            raise ValueError("At most 4 characters permitted in %r" % text)
        return int(text, 16)

    @classmethod
    def _compress_hextets(cls, hextets):
        # the longest run (the first of equals) of two or more zero groups
        # becomes '::'
        best, best_len, run = -1, 0, 0
        for i, h in enumerate(hextets):
            run = run + 1 if h == '0' else 0
            if run > best_len:
                best, best_len = i - run + 1, run
        if best_len > 1:
            end = best + best_len
            out = hextets[:best] + [''] + hextets[end:]
            if end == len(hextets):
                out.append('')
            if best == 0:
                out.insert(0, '')
            return out
        return hextets

    @classmethod
    def _string_from_ip_int(cls, ip_int=None):
        number = int(cls._ip) if ip_int is None else ip_int
        if number > cls._ALL_ONES:
            raise ValueError('IPv6 address is too large')
        groups = ['%x' % ((number >> s) & 0xFFFF) for s in range(112, -1, -16)]
        return ':'.join(cls._compress_hextets(groups))

    def _explode_shorthand_ip_string(self):
        # CPython re-reads the compressed text, so a scoped address refuses
        whole = self
        if isinstance(self, IPv6Interface):
            whole = self.ip
        elif isinstance(self, IPv6Network):
            whole = self.network_address
        digits = '%032x' % self._ip_int_from_string(str(whole))
        out = ':'.join(digits[i:i + 4] for i in range(0, 32, 4))
        return out if whole is self else '%s/%d' % (out, self._prefixlen)

    def _reverse_pointer(self):
        return '.'.join(self.exploded[::-1].replace(':', '')) + '.ip6.arpa'

    @staticmethod
    def _split_scope_id(ip_str):
        addr, sep, scope = ip_str.partition('%')
        if not sep:
            return addr, None
        if not scope or '%' in scope:
            raise AddressValueError('Invalid IPv6 address: "%r"' % ip_str)
        return addr, scope

    @staticmethod
    def _plain(address):
        return IPv6Address(address)


class IPv6Address(_BaseV6, _BaseAddress):
    __slots__ = '_ip', '_scope_id', '__weakref__'

    def __init__(self, address):
        text = self._set_ip(address, 16)
        if text is None:
            self._scope_id = None
        else:
            text, self._scope_id = self._split_scope_id(text)
            self._ip = self._ip_int_from_string(text)

    def __str__(self):
        text = _BaseAddress.__str__(self)
        return text + '%' + self._scope_id if self._scope_id else text

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    def __eq__(self, other):
        same = _BaseAddress.__eq__(self, other)
        if same is NotImplemented or not same:
            return same
        return self._scope_id == getattr(other, '_scope_id', None)

    def __reduce__(self):
        return self.__class__, (str(self),)

    @property
    def scope_id(self):
        return self._scope_id

    @property
    def packed(self):
        return v6_int_to_packed(self._ip)

    @property
    def is_multicast(self):
        return self in _V6.multicast

    @property
    def is_reserved(self):
        return any(self in net for net in _V6.reserved_blocks)

    @property
    def is_link_local(self):
        return self in _V6.link_local

    @property
    def is_site_local(self):
        return self in _V6.site_local

    @property
    def is_private(self):
        mapped = self.ipv4_mapped
        if mapped is not None:
            return mapped.is_private
        return any(self in net for net in _V6.private)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_unspecified(self):
        return self._ip == 0

    @property
    def is_loopback(self):
        return self._ip == 1

    @property
    def ipv4_mapped(self):
        if self._ip >> 32 != 0xFFFF:
            return None
        return IPv4Address(self._ip & 0xFFFFFFFF)

    @property
    def teredo(self):
        if self._ip >> 96 != 0x20010000:
            return None
        low32 = 0xFFFFFFFF
        return IPv4Address((self._ip >> 64) & low32), IPv4Address(low32 ^ (self._ip & low32))

    @property
    def sixtofour(self):
        if self._ip >> 112 != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)


class IPv6Interface(_Interface, IPv6Address):
    _address_init = IPv6Address.__init__
    _address_str = IPv6Address.__str__
    _address_eq = IPv6Address.__eq__
    _address_lt = IPv6Address.__lt__

    def __init__(self, address):
        self._init_interface(address)

    @property
    def _network_class(self):
        return IPv6Network

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback


class IPv6Network(_BaseV6, _BaseNetwork):
    _address_class = IPv6Address

    def __init__(self, address, strict=True):
        self._init_network(address, strict)

    @property
    def is_site_local(self):
        return self._both_ends('is_site_local')


class _V6:
    link_local, multicast, site_local = [IPv6Network(n) for n in (
        'fe80::/10', 'ff00::/8', 'fec0::/10')]
    private = [IPv6Network(n) for n in (
        '::1/128', '::/128', '::ffff:0:0/96', '100::/64', '2001::/23', '2001:2::/48',
        '2001:db8::/32', '2001:10::/28', 'fc00::/7', 'fe80::/10')]
    reserved_blocks = [IPv6Network(n) for n in (
        '::/8', '100::/8', '200::/7', '400::/6', '800::/5', '1000::/4', '4000::/3',
        '6000::/3', '8000::/3', 'A000::/3', 'C000::/3', 'E000::/4', 'F000::/5',
        'F800::/6', 'FE00::/9')]


IPv6Address._constants = IPv6Network._constants = _V6

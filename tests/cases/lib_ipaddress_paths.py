# paths through constructors, hosts, collapse and formatting
import ipaddress as ip

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for arg in (('10.0.0.0', 8), ('10.0.0.0',), (167772160, 24), (), ('1.2.3.4', 8, 1), ('1.2.3.4', '255.0.0.0')):
    t(lambda: ip.IPv4Network(arg, strict=False))
    t(lambda: ip.IPv4Interface(arg))
t(lambda: ip.IPv6Interface(('2001:db8::1', 64)))
t(lambda: ip.IPv6Interface(('2001:db8::1', 64, 3)))
for n in ('10.0.0.0/32', '10.0.0.0/31', '10.0.0.0/30', '2001:db8::/127', '2001:db8::/128', '2001:db8::/126'):
    t(lambda: list(ip.ip_network(n).hosts()))
t(lambda: ip.ip_network('2001:db8::/64').exploded)
t(lambda: ip.ip_interface('2001:db8::1/64').exploded)
t(lambda: ip.ip_address('2001:db8::1').exploded)
t(lambda: ip.ip_address('fe80::1%eth0').exploded)
t(lambda: ip.ip_address('fe80::1%eth0').scope_id)
t(lambda: ip.ip_address('fe80::1').scope_id)
t(lambda: ip.IPv6Address(b'\x00' * 15 + b'\x01').scope_id)
t(lambda: list(ip.collapse_addresses([ip.ip_address('1.1.1.1'), ip.ip_network('1.1.1.2/32'), ip.ip_network('1.1.1.0/31'), ip.ip_address('1.1.1.3')])))
t(lambda: list(ip.collapse_addresses([ip.ip_address('1.1.1.1'), ip.ip_address('::1')])))
t(lambda: list(ip.collapse_addresses([ip.ip_network('1.1.1.0/24'), ip.ip_network('::1/128')])))
t(lambda: list(ip.collapse_addresses([5])))
t(lambda: sorted([ip.ip_network('1.0.0.0/8'), ip.ip_address('1.0.0.0'), ip.ip_interface('1.0.0.1/8')], key=ip.get_mixed_type_key))
t(lambda: ip.get_mixed_type_key(3))
t(lambda: ip.ip_network('1.0.0.0/8').compare_networks(ip.ip_network('::/8')))
t(lambda: ip.ip_network('1.0.0.0/8').compare_networks(ip.ip_network('1.0.0.0/9')))
t(lambda: ip.ip_network('1.0.0.0/8') < ip.ip_network('2.0.0.0/8'))
t(lambda: ip.ip_network('1.0.0.0/8') < 3)
t(lambda: ip.ip_network('1.0.0.0/8') < ip.ip_network('::/8'))
t(lambda: list(ip.ip_network('1.0.0.0/8').address_exclude(ip.ip_network('1.2.0.0/16'))))
t(lambda: list(ip.ip_network('1.0.0.0/8').address_exclude(ip.ip_network('2.2.0.0/16'))))
t(lambda: list(ip.ip_network('1.0.0.0/30').subnets(new_prefix=32)))
t(lambda: list(ip.ip_network('1.0.0.1/32').subnets()))
for v in (-1, 2**32, 2**32 - 1, True, b'\x01\x02\x03\x04', b'\x01'):
    t(lambda: ip.IPv4Address(v))
t(lambda: ip.IPv6Address(2**128))
for f in ('', 's', '>20s', 'x', '#x', '_b', 'n', '#_X', 'd', 'xx'):
    t(lambda: format(ip.ip_address('10.1.2.3'), f))
    t(lambda: format(ip.ip_address('::ff'), f))
t(lambda: ip.IPv4Address.__slots__)
t(lambda: ip.IPv6Address.__slots__)
t(lambda: (ip.IPv4Network._max_prefixlen, ip.IPv6Network._max_prefixlen, ip.IPv4Address._ALL_ONES == 2**32 - 1))
t(lambda: list(ip.summarize_address_range(ip.ip_address("1.1.1.1"), ip.ip_address("::1"))))

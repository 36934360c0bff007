# ipaddress: addresses, networks, interfaces, their properties and the module functions, as CPython 3.11's
import ipaddress as ip
a = ip.ip_address('192.168.1.10')
print(a, repr(a), a.version, a.max_prefixlen, int(a), a.packed, a.exploded, a.compressed)
print(a.is_private, a.is_global, a.is_loopback, a.is_multicast, a.is_reserved, a.is_link_local, a.is_unspecified)
print(a.reverse_pointer, a + 5, a - 10, a < ip.ip_address('192.168.1.11'), a == ip.IPv4Address(3232235786))
b = ip.ip_address('2001:db8::1')
print(b, repr(b), b.exploded, b.packed, b.reverse_pointer, b.is_private, b.is_global, int(b))
print(ip.IPv6Address('::ffff:192.168.0.1').ipv4_mapped, ip.IPv6Address('fe80::1%eth0'), ip.IPv6Address('fe80::1%eth0').scope_id)
n = ip.ip_network('10.0.0.0/29')
print(n, repr(n), n.num_addresses, n.netmask, n.hostmask, n.with_prefixlen, n.with_netmask, n.with_hostmask, n.broadcast_address)
print(list(n.hosts()), list(n), n[0], n[-1], n[3])
print(list(n.subnets()), list(n.subnets(new_prefix=31)), n.supernet(), n.supernet(new_prefix=24))
print(ip.IPv4Address('10.0.0.3') in n, ip.IPv4Address('10.0.0.9') in n)
print(n.overlaps(ip.ip_network('10.0.0.4/30')), n.subnet_of(ip.ip_network('10.0.0.0/8')), ip.ip_network('10.0.0.0/8').supernet_of(n))
print(list(ip.ip_network('10.0.0.0/24').address_exclude(ip.ip_network('10.0.0.64/26'))))
print(list(ip.collapse_addresses([ip.ip_network('192.0.2.0/25'), ip.ip_network('192.0.2.128/25')])))
print(list(ip.summarize_address_range(ip.IPv4Address('192.0.2.0'), ip.IPv4Address('192.0.2.130'))))
i = ip.ip_interface('192.168.0.5/24')
print(i, repr(i), i.ip, i.network, i.netmask, i.hostmask, i.with_prefixlen, i.with_netmask, i.with_hostmask)
for bad in ['1.2.3', '1.2.3.256', '01.2.3.4', 'a.b.c.d', '', '1::2::3', '1:2:3:4:5:6:7:8:9', 'fe80::1%', '12345::']:
    try:
        ip.ip_address(bad)
    except ValueError as e:
        print(type(e).__name__, e)
    for cls in (ip.IPv4Address, ip.IPv6Address):
        try:
            cls(bad)
        except ValueError as e:
            print(type(e).__name__, e)
for bad in ['10.0.0.1/24', '10.0.0.0/33', '10.0.0.0/255.0.255.0', '1/2/3']:
    try:
        print(ip.ip_network(bad))
    except ValueError as e:
        print(type(e).__name__, e)
print(ip.ip_network('10.0.0.1/24', strict=False), ip.ip_network('10.0.0.0/255.255.0.0'), ip.ip_network('10.0.0.0/0.0.255.255'))
big = ip.ip_network('10.0.0.0/8')
it = iter(big); print(next(it), next(it), big.num_addresses)
print(ip.ip_network('2001:db8::/32').num_addresses, ip.ip_network('2001:db8::/126').exploded, list(ip.ip_network('2001:db8::/126').hosts()))
print(sorted([ip.ip_address('10.0.0.2'), ip.ip_address('10.0.0.1')]))
try:
    ip.ip_address('10.0.0.1') < ip.ip_address('::1')
except TypeError as e:
    print(e)
print(format(a, 'b'), format(a, '#x'), format(b, '_X'), format(a, '>20s'), f'{a}')
print(ip.IPv4Address(b'\x01\x02\x03\x04'), ip.v4_int_to_packed(1), ip.ip_address(2**32))
print(hash(a) == hash(ip.IPv4Address('192.168.1.10')), {a: 1}[ip.ip_address('192.168.1.10')])
print(ip.IPv6Address('::'), ip.IPv6Address('1::'), ip.IPv6Address('1:0:0:1:0:0:0:1'), ip.IPv6Address('0:0:1::'), ip.IPv6Address('::ffff:1.2.3.4'))
print(ip.ip_interface('::1/128').is_loopback, ip.IPv6Network('2002::/16').is_global, ip.IPv4Network('100.64.0.0/10').is_global)
print(ip.ip_network('192.168.0.0/32').hosts(), list(ip.ip_network('192.168.0.0/31').hosts()))
print(ip.IPv6Address('2001:0:4136:e378:8000:63bf:3fff:fdd2').teredo, ip.IPv6Address('2002:c000:204::').sixtofour)
print(ip.get_mixed_type_key(a), ip.IPv4Network('10.0.0.0/8').compare_networks(ip.IPv4Network('10.0.0.0/16')))
print(ip.ip_interface('10.1.1.1/8') == ip.ip_interface('10.1.1.1/8'), ip.ip_interface('10.1.1.1/8') < ip.ip_interface('10.1.1.2/8'))
for a in ip.ip_network('::/0'):   # iteration is lazy
    print(a); break
print(ip.ip_network('::/0')[-1], ip.ip_network('10.0.0.0/8').num_addresses)

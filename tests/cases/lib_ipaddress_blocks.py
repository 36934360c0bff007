# subnets/supernet (steps and new prefixes, good and bad), address_exclude,
# ordering, formats, teredo/6to4 and interfaces of seeded random networks,
# found when ipaddress was rewritten (supernet with a negative step is
# "negative shift count", as in CPython).
import ipaddress as ip
import random
R = random.Random(11)
out = []
def t(f):
    try:
        out.append(repr(f()))
    except Exception as e:
        out.append(type(e).__name__ + ': ' + str(e))
for k in range(60):
    v6 = R.random() < 0.5
    if v6:
        n = ip.ip_network((R.getrandbits(128), R.randint(0, 128)), strict=False)
    else:
        n = ip.ip_network((R.getrandbits(32), R.randint(0, 32)), strict=False)
    d = R.choice([1, 2, 3, 0, -1, 5])
    np_ = R.choice([None, n.prefixlen + R.randint(-3, 3)])
    t(lambda: list(n.subnets(d, np_))[:5] if np_ is None or d == 1 else list(n.subnets(d, np_))[:5])
    t(lambda: list(n.subnets(new_prefix=np_))[:4] if np_ is not None else None)
    t(lambda: n.supernet(d))
    t(lambda: n.supernet(new_prefix=np_) if np_ is not None else None)
    t(lambda: n.supernet(prefixlen_diff=2, new_prefix=np_))
    m = list(n.subnets(min(2, n.max_prefixlen - n.prefixlen)))[-1]
    t(lambda: list(n.address_exclude(m))[:6])
    t(lambda: (n < m, m < n, n == m, n.compare_networks(m), n.overlaps(m), m.subnet_of(n), n.supernet_of(m)))
    a = n.network_address
    t(lambda: (a + 5, a - 1, a in n, format(a, R.choice(['', 'b', 'x', '#X', '_b', 'n', 's', '#_x'])), a.exploded, a.reverse_pointer))
    if v6:
        t(lambda: (a.teredo, a.sixtofour, a.ipv4_mapped))
    i = ip.ip_interface((int(a) + 1, n.prefixlen)) if n.num_addresses > 1 else ip.ip_interface((int(a), n.prefixlen))
    t(lambda: (i, i.network, i.netmask, i.hostmask, i.with_prefixlen, i.with_netmask, i < ip.ip_interface(a)))
t(lambda: ip.ip_network(('1.2.3.0', 24, 'x')))
t(lambda: ip.ip_network(()))
t(lambda: ip.IPv4Network('1.2.3.0/255.255.255.0'))
t(lambda: ip.IPv4Network('1.2.3.0/0.0.0.255'))
t(lambda: ip.IPv6Network('::/ffff::'))
t(lambda: ip.IPv4Network('1.2.3.0/33'))
t(lambda: ip.IPv4Network('1.2.3.4/24/1'))
t(lambda: list(ip.summarize_address_range(ip.ip_address('1.1.1.1'), ip.ip_address('::1'))))
print('\n'.join(out))

# Network inventory: subnets with ipaddress, host grouping, port scan results summarised.
import ipaddress
from collections import defaultdict
import re

hosts = """
10.0.1.15  web-1   22,80,443
10.0.1.16  web-2   22,80,443,8080
10.0.2.5   db-1    22,5432
10.0.2.6   db-2    22,5432,9100
192.168.1.10 printer 9100,631
10.0.3.300 broken  22
172.16.0.1 gw      22,53,179
fe80::1ff:fe23:4567:890a  v6-host  22
"""
nets = [ipaddress.ip_network(n) for n in ["10.0.1.0/24", "10.0.2.0/25", "172.16.0.0/12", "fe80::/64"]]
by_net = defaultdict(list)
errors = []
for line in filter(None, map(str.strip, hosts.splitlines())):
    addr, name, ports = re.split(r"\s+", line)
    try:
        ip = ipaddress.ip_address(addr)
    except ValueError as e:
        errors.append(str(e))
        continue
    net = next((n for n in nets if ip in n), None)
    by_net[str(net) if net else "unmanaged"].append((ip, name, sorted(map(int, ports.split(",")))))
for net, members in sorted(by_net.items()):
    print(net)
    for ip, name, ports in sorted(members):
        flags = ("private" if ip.is_private else "public") + (" link-local" if ip.is_link_local else "")
        print(f"  {str(ip):<26} {name:<8} v{ip.version} {flags:<19} ports={ports}")
print("errors:", errors)
n = ipaddress.ip_network("10.0.2.0/25")
print(n.num_addresses, n.netmask, n.hostmask, n.broadcast_address, list(n.subnets(new_prefix=27))[:2], n.supernet())
print(list(ipaddress.ip_network("192.168.0.0/30").hosts()), ipaddress.ip_address("10.0.0.1") + 255)
print(list(ipaddress.collapse_addresses([ipaddress.ip_network("10.0.0.0/25"), ipaddress.ip_network("10.0.0.128/25")])))
iface = ipaddress.ip_interface("10.0.1.15/24")
print(iface, iface.network, iface.ip, int(iface.ip), ipaddress.IPv4Address(167772431), repr(ipaddress.ip_address("::1")))
open_ports = defaultdict(set)
for members in by_net.values():
    for ip, name, ports in members:
        for p in ports:
            open_ports[p].add(name)
common = {22: "ssh", 80: "http", 443: "https", 5432: "postgres", 9100: "node-exporter/jetdirect"}
for port in sorted(open_ports, key=lambda p: (-len(open_ports[p]), p))[:5]:
    print(f"{port:>5}/{common.get(port, '?'):<24} {len(open_ports[port])} hosts: {', '.join(sorted(open_ports[port]))}")
try:
    ipaddress.ip_network("10.0.1.1/24")
except ValueError as e:
    print(e)
print(ipaddress.ip_network("10.0.1.1/24", strict=False), sorted([ipaddress.ip_address("10.0.0.10"), ipaddress.ip_address("10.0.0.9")]))

import ipaddress
net = ipaddress.ip_network('10.0.0.0/30')
v6 = ipaddress.ip_interface('2001:db8::1/64')
print(pause(str(net)), list(net.hosts()), v6.network)

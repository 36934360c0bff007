import random, statistics, ipaddress, uuid
r = random.Random(42); r.random()
net = ipaddress.ip_network('10.0.0.0/30')
v6 = ipaddress.ip_interface('2001:db8::1/64')
u = uuid.UUID(int=12345)
print(pause(r.random(), str(u)), statistics.median([3, 1, 2]), list(net.hosts()), v6.network)

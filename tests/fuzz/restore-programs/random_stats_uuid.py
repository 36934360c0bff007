import random, statistics, uuid
r = random.Random(42); r.random()
u = uuid.UUID(int=12345)
print(pause(r.random(), str(u)), statistics.median([3, 1, 2]))

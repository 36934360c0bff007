import random
random.seed(7)
log = []
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        log.append((self.v, o.v))
        if self.v is None or o.v is None:
            raise TypeError('none')
        return self.v < o.v
for t in range(40):
    n = random.randint(0, 63)
    xs = [K(random.randint(0, 9)) for _ in range(n)]
    log.clear()
    rev = t % 2 == 1
    ys = sorted(xs, reverse=rev)
    print(n, [k.v for k in ys], len(log), log[:30])
    zs = list(xs)
    zs.sort(key=lambda k: k, reverse=rev)
    print([k.v for k in zs])

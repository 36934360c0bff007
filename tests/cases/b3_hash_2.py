print(hash(-1), hash(-1.0), hash(0.1), hash(1e-300), hash(-2**64), hash(2**61 - 2), hash(2**61 + 5))
print(hash(float(2**61)), hash(1.5e300), hash(float('-inf')), hash((1, 2, 3)), hash(((),)))
print(hash(frozenset({1, 2, 3})), hash(frozenset({-1})), hash(True) + hash(False), hash(-0.0) == hash(0))
print(hash(2.5) == hash(5 / 2), hash(10**20) == hash(float(10**20)), hash(0.5) == hash((1, 2)))
print(len({hash(i) for i in range(100)}), hash(-2) == hash(-1), hash((-1,)) == hash((-2,)))
d = {}
d[1] = 'int'
d[1.0] = 'float'
d[True] = 'bool'
print(d, len(d))
print({(1, 2): 'a', (1.0, 2.0): 'b'}, {frozenset([1]): 1, frozenset([1.0]): 2})

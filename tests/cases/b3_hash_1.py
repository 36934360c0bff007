print(hash(0), hash(1), hash(-1), hash(-2), hash(2**61 - 1), hash(2**61), hash(2**64))
print(hash(-2**61), hash(10**30), hash(-10**30), hash(True), hash(False))
print(hash(1.0), hash(0.5), hash(-0.0), hash(1.5), hash(1e100) == hash(10**100), hash(float('inf')))
print(hash(()), hash((1,)), hash((1, 2)), hash((1, (2, 3))), hash(('',)) == hash(('',)))
print(hash(1) == hash(1.0) == hash(True), hash((1, 2)) == hash((1.0, 2.0)))
print(hash(frozenset()) , hash(frozenset([1, 2])), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
print(hash(None) == hash(None), hash(range(3)) == hash(range(3)))
for bad in ([], {}, set(), ([1],), (1, {2: 3})):
    try:
        hash(bad)
    except TypeError as e:
        print(type(e).__name__, e)

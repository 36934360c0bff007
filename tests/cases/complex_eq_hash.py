# equality and hash of complex numbers: equal to ints and floats when the
# imaginary part is zero, with equal hashes, so they meet in dicts and sets
print(1 + 0j == 1, 1 == 1 + 0j, 1.5 + 0j == 1.5, 1j == 1, 1j != 1j, 0j == False)
print(2 ** 53 + 1 == complex(2 ** 53 + 1), complex(2 ** 53) == 2 ** 53, 10 ** 400 == 1j)
print(hash(1 + 0j) == hash(1), hash(-1 + 0j), hash(1.5 + 0j) == hash(1.5), hash(-0.0 + 0j))
print(hash(1 + 2j), hash(-1 - 2j), hash(1e300 + 1e-300j), hash(complex(float('inf'), 1)))
d = {1: 'int', 2.5: 'float', 3j: 'complex'}
d[1 + 0j] = 'complex one'
d[2.5 + 0j] = 'complex 2.5'
print(d, d[3j], (3j in d), (4j in d))
print({1, 1.0, 1 + 0j, 2j, 2j}, len({0j, -0j, 0, 0.0, False}))
nan = complex(float('nan'), 0)
print(nan == nan, nan != nan, [nan].count(nan), nan in [nan])
print(1j == 'x', 1j == None, 1j in [1, 2j, 1j], [1j, 2j].index(2j))
for bad in ((1j, 2j), (1j, 1), (1, 1j), (1j, 1.5)):
    try:
        print(bad[0] < bad[1])
    except TypeError as e:
        print(e)
try:
    sorted([1j, 2j])
except TypeError as e:
    print(e)
try:
    max(1j, 2)
except TypeError as e:
    print(e)
print(bool(0j), bool(-0j), bool(1j), bool(complex(0, -0.0)), bool(complex(float('nan'), 0)))

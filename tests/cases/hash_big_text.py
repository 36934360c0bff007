# The first hash of a big str or bytes is computed in charged slices
# (limits.h): the value must be the one a single pass gives, for every
# storage kind CPython hashes a str in.
samples = ['ab' * 300000, 'a\u00e9' * 300000, '\u00e9\u4e00' * 200000,
           'x' * 262143 + '\U0001F600', '\U0001F600' * 70000 + 'q']
for s in samples:
    t = s[:len(s) // 2] + s[len(s) // 2:]
    print(len(s), hash(s), hash(s) == hash(t), {s: 1}.get(t), t in {s}, hash(s.encode()))
b = bytes(range(256)) * 1100
print(hash(b), hash(b) == hash(bytes(b)), hash(memoryview(b)) == hash(b))
d = {}
d['\u4e00' * 100000] = 1
print(d.get('\u4e00' * 100000), list(d.values()))

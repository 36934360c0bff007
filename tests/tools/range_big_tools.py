# Ranges beyond int64 and their iterators stay alive across tool calls (the
# VM is snapshotted at every pause): fields, lengths, iterator positions and
# hashes (as dict keys and frozenset items) come back the same.
r = range(2**64, 2**65, 3)
small = range(5, 50, 5)
it = iter(range(2**70, 2**70 + 6))
rit = reversed(range(-2**64, -2**64 + 9, 2))
print(next(it), next(rit))
d = {range(2**70): 'big', small: 'small'}
fs = frozenset([range(2**64, 2**64 + 4), range(0)])
print(echo(str(r)), next(it), next(rit))
print(r[7], r[-1], len(r), d[range(0, 2**70)], range(2**64, 2**64 + 4) in fs, list(it), list(rit))
try:
    len(range(2**64))
except OverflowError as e:
    print(echo('OverflowError'), e)
print(r == range(2**64, 2**65 - 1, 3), r[2:4], small[::2], echo(repr(r[::-1])))

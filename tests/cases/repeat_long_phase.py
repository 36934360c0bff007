# Repeats past one copy slice (256 KiB): every copy must start in phase
# with the unit, whatever the unit's size (a 3-byte str unit went out of
# phase after the first 256 KiB).
for unit in ['abc', 'a\u00e9\u4e00\U0001F600', 'xy' * 7, 'q' * 70001]:
    n = 600000 // len(unit) + 7
    s = unit * n
    print(len(s), s == ''.join([unit] * n), s.count(unit), s[-len(unit):] == unit,
          s.rstrip(unit[:3] + unit[3:]) == '')
for unit in [b'abc', b'\x00\x01\x02\x03\x04', b'z' * 300001]:
    n = 700000 // len(unit) + 3
    b = unit * n
    print(len(b), b == b''.join([unit] * n), b.count(unit), bytearray(unit) * n == b)
for unit in [[1, 2, 3], [None] * 5, list(range(17))]:
    n = 20000
    x = unit * n
    print(len(x), x[-len(unit):] == unit, x.count(unit[0]), tuple(unit) * n == tuple(x))
s = 'ab\u00e9'.center(900001, '\u4e00')
print(len(s), s.count('\u4e00'), s[:3] == '\u4e00' * 3, s.ljust(1000003, '\u00e9').count('\u00e9'))
print(repr('' * 10**6), [] * 10**6, () * 5, b'' * 7, bytearray() * 3, 'ab' * 0, [1] * -1)

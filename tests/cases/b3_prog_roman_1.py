vals = [(1000, 'M'), (900, 'CM'), (500, 'D'), (400, 'CD'), (100, 'C'), (90, 'XC'),
        (50, 'L'), (40, 'XL'), (10, 'X'), (9, 'IX'), (5, 'V'), (4, 'IV'), (1, 'I')]
def to_roman(n):
    out = []
    for v, s in vals:
        q, n = divmod(n, v)
        out.append(s * q)
    return ''.join(out)
def from_roman(s):
    m = {sym: v for v, sym in vals if len(sym) == 1}
    total = 0
    for a, b in zip(s, s[1:] + ' '):
        total += -m[a] if b != ' ' and m[a] < m[b] else m[a]
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(n, r, from_roman(r) == n)
print(sorted(['XIV', 'IX', 'MM', 'C'], key=from_roman))

s = ' a  b c   d '
for m in [-1, 0, 1, 2, 3, 10]:
    print(m, s.rsplit(None, m), s.rsplit(maxsplit=m), 'a,b,,c'.rsplit(',', m))
print('a,b,c'.rsplit(',', maxsplit=1), 'a,b,c'.rsplit(sep=',', maxsplit=1), 'a,b,c'.rsplit(maxsplit=1, sep=','))
print('aaa'.rsplit('aa'), 'aaaa'.rsplit('aa', 1), ''.rsplit(), ''.rsplit(','), '  '.rsplit(), '  '.rsplit(None, 0))
print('é€é€é'.rsplit('€', 1), '\u3000x\u2003y\x85'.rsplit(None, 1))
print('a b'.rsplit(None, True))

class Idx:
    def __init__(self, n=1): self.n = n
    def __index__(self): return self.n
    def __repr__(self): return f'Idx({self.n})'
i = Idx()
l = [1, 2, 3]
print(l.pop(i), l, l.pop(Idx(-1)), l)
l = [1, 2, 3]; l.insert(i, 9); print(l)
l.insert(Idx(0), Idx(5)); print(l)
print('abc'[i:], 'abcd'[Idx():3], 'abcdef'[::Idx(2)], list(range(i)), list(range(Idx(2), Idx(9), Idx(3))))
print(range(10)[i], (1, 2, 3)[i], [1, 2][i:], 'abc'[i])
print(bytes(Idx(3)), bytearray(Idx(2)), bytes([Idx(65), Idx(66)]), bytearray([Idx(67)]))
ba = bytearray(b'xyz'); ba[0] = Idx(65); ba.append(Idx(66)); ba.insert(Idx(0), Idx(67)); print(ba)
print('ab'.center(Idx(6), '*'), 'ab'.ljust(Idx(4)), 'ab'.zfill(Idx(5)), 'a b c'.split(' ', Idx(1)))
print('abcabc'.find('b', Idx(2)), 'abcabc'.index('c', Idx(3)), [1, 2, 1].index(1, Idx(1)), 'a\tb'.expandtabs(Idx(4)))
print(sorted([3, 1, 2], reverse=Idx(1)), hex(Idx(255)), bin(Idx(5)), oct(Idx(8)), chr(Idx(97)))
print([1, 2] * Idx(2), 'ab' * Idx(3), Idx(2) * [0], (1,) * Idx(2), b'x' * Idx(3))
print(round(2.567, Idx(2)), 'x'.encode().hex(), int.from_bytes(b'\x01\x00', 'big'), (255).to_bytes(Idx(2), 'big'))


d = {}; print(d.get(Idx()) is None, [10, 20, 30][Idx(-1)], 'xyz'[Idx(-2)])
class Bad:
    def __index__(self): return 'no'
try: [1, 2].pop(Bad())
except TypeError as e: print('TypeError:', e)
try: range(Bad())
except TypeError as e: print('TypeError:', e)
class Boom:
    def __index__(self): raise ValueError('boom')
try: 'abc'.center(Boom())
except ValueError as e: print('ValueError:', e)
try: [1].pop(1.5)
except TypeError as e: print('TypeError:', e)


print(divmod(7, 2), pow(Idx(2), 3) if False else '', f'{255:{Idx(5)}}' if False else '')
print(list(enumerate('ab', Idx(3))) if False else '', 'done')
ba=bytearray(); ba.extend([Idx(70)]); print(ba)

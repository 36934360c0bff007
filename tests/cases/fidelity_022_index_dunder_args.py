# integer arguments of math and itertools take an object with __index__ (or
# an int subclass) as CPython does; itertools checks them when called
# (islice(x, -1) raises at once), and generators show a renamed function
import itertools, math, operator
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
tests = [
    lambda: list(itertools.islice(range(10), I(3))),
    lambda: list(itertools.islice(range(10), I(1), I(8), I(2))),
    lambda: list(itertools.repeat('x', I(3))),
    lambda: math.comb(I(5), I(2)), lambda: math.perm(I(5), I(2)), lambda: math.perm(I(5)),
    lambda: math.factorial(I(5)), lambda: math.isqrt(I(17)), lambda: math.gcd(I(12), I(18)),
    lambda: math.lcm(I(4), I(6)), lambda: math.gcd(), lambda: math.ldexp(1.0, I(3)),
    lambda: list(itertools.combinations('abcd', I(2))), lambda: list(itertools.permutations('abc', I(2))),
    lambda: list(itertools.product('ab', repeat=I(2))), lambda: list(itertools.combinations_with_replacement('ab', I(2))),
    lambda: 'ab' * I(2), lambda: [1] * I(2), lambda: (1,) * I(2), lambda: range(I(3)), lambda: 'abc'[I(1)],
    lambda: [1,2,3][I(0):I(2)], lambda: hex(I(255)), lambda: bin(I(5)), lambda: oct(I(8)), lambda: chr(I(65)),
    lambda: round(2.567, I(2)), lambda: operator.index(I(7)), lambda: list(itertools.accumulate([1,2,3], initial=I(0))),
    lambda: (1).to_bytes(I(2), 'big'), lambda: bytes(I(3)), lambda: 'abc'.ljust(I(5)), lambda: 'a,b,c'.split(',', I(1)),
    lambda: [3,1,2].pop(I(0)), lambda: [1, 2].insert(I(0), 5), lambda: format(5, 'd'), lambda: pow(2, I(5)), lambda: pow(2, I(5), I(7)),
    lambda: divmod(I(7), 2), lambda: int(I(5)), lambda: math.floor(I(3)) if False else None, lambda: list(enumerate('ab', I(5))),
    lambda: math.isqrt(I(-1)), lambda: itertools.islice(range(3), I(-1)), lambda: list(itertools.tee('ab', I(2))[1]),
    lambda: 'abcdef'.find('c', I(1), I(5)), lambda: 'x'.zfill(I(4)), lambda: 'abc'.center(I(7), '*'), lambda: 'abc'.expandtabs(I(4)),
    lambda: math.comb(5, 2.0), lambda: math.factorial(5.0), lambda: list(itertools.islice('abc', 1.0)),
    lambda: sum([I(1)], 0) if False else None, lambda: list(reversed(range(I(3)))),
    lambda: range(10)[I(2)], lambda: list(range(10))[slice(I(1), I(3))], lambda: bytearray(b'abc')[I(1)], lambda: b'abc'[I(0)],
]
for i, t in enumerate(tests):
    try: print(i, t())
    except Exception as e: print(i, type(e).__name__, e)
class J(int): pass
print(math.comb(J(5), True), math.gcd(J(12), 8), list(itertools.islice('abcdef', J(1), None, J(2))))
for bad in [lambda: itertools.combinations('ab', -1), lambda: itertools.product('a', repeat=-1),
            lambda: itertools.islice('a', 0, 1, 0), lambda: itertools.permutations('ab', 1.0)]:
    try: bad(); print('no error at call')
    except Exception as e: print(type(e).__name__, e)
def f(): yield 1
f.__name__ = 'zz'
g = f(); print(g.__name__, g.__qualname__, repr(g).split(' at ')[0])
f.__qualname__ = 'qq'
g = f(); print(g.__name__, g.__qualname__, repr(g).split(' at ')[0])

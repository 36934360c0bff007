# complex(): numbers, strings (CPython's grammar and messages), keywords
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(complex(), complex(1), complex(2.5), complex(True), complex(1, 2), complex(1.5, -0.0))
print(complex(real=1, imag=2), complex(imag=3), complex(real=-0.0))
print(complex(1j, 1j), complex(1 + 2j, 3), complex(1, 2 + 3j), complex(1 + 1j, 1 + 1j))
z = 1 + 2j
print(complex(z) is z, complex(z) == z)
for s in ['1+2j', ' ( 1e3-2.5J ) ', '1_0.5_5j', '-j', '+j', 'j', '1-j', 'infj', '-nanj',
          '1+InFiNiTyj', '(1)', '( 1 )', '1j ', '\t1j\n', '.5j', '5.j', '1.e-5-1.e+5j',
          '\u00a01+2j\u2003', '\u0661j', '-0', '-0j', '1e500', '1e500j', '-1e-500j',
          '((1))', '(1', '1)', '1 j', '1+2', '1+2jj', 'e5j', '0x1j', '1e', '.j', '',
          '1\x00', '1__0', '_1', '1_', '1_e5j', '1e5_j', 'nan', '1+-2j', 'abc']:
    t(lambda: complex(s))
t(lambda: complex('1+2j', 1))
t(lambda: complex(1, '2'))
t(lambda: complex([1]))
t(lambda: complex(1, [1]))
t(lambda: complex(b'1'))
t(lambda: complex(None))
t(lambda: complex(1, 2, 3))
t(lambda: complex(foo=2))
t(lambda: complex(10 ** 400))
t(lambda: complex(1, 10 ** 400))


class C:
    def __complex__(self):
        return 4 - 1j


class F:
    def __float__(self):
        return 2.5


class I:
    def __index__(self):
        return 7


class Bad:
    def __complex__(self):
        return 1.0


t(lambda: complex(C()))
t(lambda: complex(F(), F()))
t(lambda: complex(I(), 1))
t(lambda: complex(Bad()))
t(lambda: complex(object()))

# complex arithmetic with ints, floats and complexes; CPython's algorithms
# (Smith's division, repeated squaring for small integer powers) and errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a, b = 3 + 4j, 1 - 2j
print(a + b, a - b, a * b, a / b, a ** 2, a ** -1, a ** 0.5, a ** b)
print(a + 1, 1 + a, a - 1.5, 1.5 - a, a * 2, 2 * a, a / 2, 2 / a, True + a)
print(-a, +a, abs(a), abs(-3j), abs(complex(1e308, 1e308)) if False else 0, a.conjugate())
print((1 + 1j) ** 10, (1 + 1j) ** 100, (1 + 1j) ** 101, 2 ** (1 + 1j), 1j ** 1j)
print((-8) ** 0.5, (-8.0) ** (1 / 3), (-1) ** 0.5, (-2.5) ** 1.5)
x = 1j
x += 1
x *= 2j
x /= 4
x **= 2
x -= 0.5
print(x)
print(sum([1j, 2, 3.5, 1 - 1j]), sum([1j] * 3, 1j))
t(lambda: 1j / 0)
t(lambda: 1 / 0j)
t(lambda: 1j / 0.0)
t(lambda: 0j ** -1)
t(lambda: 0j ** 1j)
t(lambda: 0j ** 0)
t(lambda: 2.5 ** complex(1, float('inf')))
t(lambda: (1e200 + 1e200j) ** 2)
t(lambda: (1e200 + 1e200j) ** 2.5)
t(lambda: complex(1e308, 1e308) * 10)
t(lambda: abs(complex(1e308, 1e308)))
t(lambda: 1j // 2)
t(lambda: 1j % 2)
t(lambda: divmod(1j, 2))
t(lambda: 1j << 1)
t(lambda: ~1j)
t(lambda: 1j < 2)
t(lambda: 1j >= 1j)
t(lambda: pow(1j, 2, 3))
t(lambda: pow(2, 3, 1j))
t(lambda: pow(1j, 2))
t(lambda: 1j + 10 ** 400)
t(lambda: 1j + 'a')
t(lambda: 'a' + 1j)
t(lambda: [1] * 1j)
t(lambda: 1j * [1])
t(lambda: int(1j))
t(lambda: float(1j))
t(lambda: round(1j))
t(lambda: complex('inf') * 2)
t(lambda: complex('nan') + 1)

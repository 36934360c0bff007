# format() and f-strings of complex numbers: CPython's complex format rules
def t(v, spec):
    try:
        print(repr(spec), repr(format(v, spec)))
    except Exception as e:
        print(repr(spec), type(e).__name__, e)

vals = [1 + 2j, -1.5 - 0j, 2j, -0.0 + 0j, complex(-0.0, -0.0), complex(float('inf'), float('nan')),
        complex(1e16, -1e-7), 1234567.891 - 98765.4321j]
specs = ['', 'g', '.3g', 'e', '.2e', 'f', '.1f', '+', '+.3', '^30', '<25', '>25.4f', '*^30.2e',
         '-', ' ', ',.2f', '_g', '#g', '#.0e', 'z.2f', '.0f', 'G', 'E', 'F', '.17g', 'n',
         '010', '=20', '%', 'd', 'x', 's', '0<10']
for v in vals:
    for s in specs:
        t(v, s)
z = 3 - 4j
print(f"{z}|{z:.2f}|{z:>20}|{z!s:>10}|{z.real:g}|{z.imag:+.1f}")
print("{0} {0:e} {1!r}".format(z, 1j))

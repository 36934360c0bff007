# imaginary literals and the repr/str of complex numbers, signed zeros,
# infinities and nans included
print(1j, 2.5J, 1e3j, 0j, 1_0j, 0.5e-3j, 00j, 1E+2J)
print(-1j, +1j, -0j, -(0j), 1 + 2j, 1 - 2j, -1 - 2j)
print(repr(3 + 0j), str(3 - 0j), repr(-3 + 0j))
print(type(1j), type(1j).__name__, isinstance(1j, complex))
inf, nan = float('inf'), float('nan')
for re in (0.0, -0.0, 1.0, -1.5, inf, -inf, nan, 1e16, 1e-5, 123456789.0, 1e300, 5e-324):
    print([repr(complex(re, im)) for im in (0.0, -0.0, 2.0, -2.5, inf, -inf, nan, 1e16, 1e-7)])
print(repr(complex(-nan, -nan)), repr(complex(0, -nan)))
print([1j, (1+1j,), {2j: 3j}])
print(f"{1+2j}", f"{1j!r}", f"{-1j=}", "%s|%r" % (2j, 1-1j))

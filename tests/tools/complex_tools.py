# complex numbers alive across tool calls: with a snapshot at every pause
# they come back with the same bits (signed zeros, inf, nan), as dict keys
# equal to ints, inside containers and as constants of the running code
import cmath
z = complex(-0.0, 2.5)
w = [1j, complex(float('inf'), float('nan')), -0j, 1e300 - 1e-300j]
d = {1 + 0j: 'one', 2j: 'two'}
n = echo(2)
print(z, w, d[1], d[n * 1j], repr(w[2]))
print(echo(z.imag), z * n, cmath.sqrt(z) == cmath.sqrt(complex(-0.0, 2.5)))
k = echo(len(w))
print(w[k - 1].real, hash(z) == hash(complex(-0.0, 2.5)), 3j in d or 2j in d)

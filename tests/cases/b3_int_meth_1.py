for n in [0, 1, 2, 7, 8, 255, 256, -1, -8, -255, 2**63, 2**100, -2**100, 10**30]:
    print(n, n.bit_length(), n.bit_count())
print(True.bit_length(), False.bit_count(), (5).conjugate(), (5).real, (5).imag)
print((10).numerator, (10).denominator, int.bit_length(7))
try:
    (1).bit_length(2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    (1).foo()
except AttributeError as e:
    print(type(e).__name__, e)

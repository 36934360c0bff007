for x in [0.0, -0.0, 1.0, 1.5, -2.5, 0.1, 1e300, 2.0**-1074, 3.0, 1e16, 123.456]:
    print(repr(x), x.is_integer(), x.as_integer_ratio())
print(float('inf').is_integer(), float('nan').is_integer())
print((1.5).real, (1.5).imag, (2.5).conjugate())
try:
    float('inf').as_integer_ratio()
except OverflowError as e:
    print(type(e).__name__, e)
try:
    float('nan').as_integer_ratio()
except ValueError as e:
    print(type(e).__name__, e)
try:
    (1.5).is_integer(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    (1.5).bit_length()
except AttributeError as e:
    print(type(e).__name__, e)

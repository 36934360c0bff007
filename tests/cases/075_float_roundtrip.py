vals = [0.1, 1 / 3, 2.5e-8, 123.456, 1e100, 5e-324, 2.0 ** 0.5]
for v in vals:
    s = repr(v)
    print(s, float(s) == v)
print(str(1e16), str(123456789.0), str(1234567890123456.0))
print(12345678901234567890.0)
print(0.000123, 0.0000123)
print(1e-7, 1.0e-6)

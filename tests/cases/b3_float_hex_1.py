for x in [1.5, 0.1, -2.0, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 0.0, -0.0, 1e-310, 3.0, -1e-5]:
    print(repr(x), x.hex(), float.fromhex(x.hex()) == x)
print(float('inf').hex(), float('-inf').hex(), float('nan').hex())
for s in ['0x1.8p1', '1.8p1', ' -0X1P-2 ', 'inf', '-Infinity', 'nan', '0x.8', '0x1.', 'ff', '0x1p-1075', '0x1p-1074', '.1p4']:
    print(repr(s), float.fromhex(s))
for s in ['0x1p', '', 'x', '0x', '0x.p1', '0x1p1.5', '0x1_0', 'infinit', '1e5 1']:
    try:
        print(float.fromhex(s))
    except ValueError as e:
        print(repr(s), type(e).__name__, e)
try:
    float.fromhex('0x1.fffffffffffff8p1023')
except OverflowError as e:
    print(type(e).__name__, e)
print((5).as_integer_ratio(), (-7).as_integer_ratio(), True.as_integer_ratio(), (2**70).as_integer_ratio())
print((0.75).as_integer_ratio(), (1.5).fromhex('0x1p3'), (2.5).hex())

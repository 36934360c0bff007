print(int('0_7', 8), int('0o1_7', 0), int('0x_a_b', 0), int('0b_1_0', 0), int('1_2_3'))
for s, b in [('0_7', 0), ('07', 0), ('0x', 16), ('0b1_', 0), ('1__2', 10), ('_', 10), ('0 x1', 0), ('+_1', 10)]:
    try:
        print(int(s, b))
    except ValueError as e:
        print(type(e).__name__, e)
print(int('-  5'.replace(' ', '')), int(' +0 '), int('-0x10', 16), int('Z' * 3, 36))
print(int(True), int(-False), int(0.9999999999999999), int(-1e-300), int(1.5e16), int(-2.0**63))
print(int(2.0**63), int(-2.0**64), int(1e19), int(123456789.987654321))
print(int('٣'), int('１２'), float('٣.٥'), int(' \u2003 7 \u2003'))
try:
    int('1', 2.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int('1', None)
except TypeError as e:
    print(type(e).__name__, e)

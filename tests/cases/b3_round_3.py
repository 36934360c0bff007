print(round(1.5, -2**70), round(1.5, 2**70), round(-2.5, 10**20), round(123, 10**30), round(1234.5678, 2**62))
print(round(2.5, True), round(25, True), round(0.05, 1), round(-0.05, 1), round(1e-320, 320))
print(round(1.23456e-10, 12), round(9.995, 2), round(99.5), round(100.5), round(-99.5))
print(round(7, -1), round(75, -1), round(85, -1), round(-75, -1), round(10**20 + 5, -1), round(2**64, -5))
print([round(x / 8, 2) for x in range(9)])
try:
    round(1.5, 'x')
except TypeError as e:
    print(type(e).__name__, e)
try:
    round(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    round([1.5])
except TypeError as e:
    print(type(e).__name__, e)

print(abs(5), abs(-5), abs(0), abs(-0.0), abs(-2.5), abs(True), abs(False))
print(abs(-2**63), abs(-2**100), abs(2**100), abs(float('-inf')), abs(float('nan')))
print(type(abs(True)).__name__, type(abs(-1.0)).__name__)
for bad in ('1', None, [1]):
    try:
        abs(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    abs()
except TypeError as e:
    print(type(e).__name__, e)
try:
    abs(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

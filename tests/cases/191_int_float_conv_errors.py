for v in [0.5, -0.5, 1.9999, -1e-300, 1e300]:
    print(v, int(v))
for v in [float("inf"), float("-inf"), float("nan")]:
    try:
        print(int(v))
    except (OverflowError, ValueError) as e:
        print(type(e) is OverflowError, e)
try:
    float(10 ** 400)
except OverflowError as e:
    print(e)
try:
    print(10 ** 400 / 1)
except OverflowError as e:
    print(e)
print(10 ** 400 // 10 ** 399, 10 ** 400 / 10 ** 399)
try:
    print(2.0 ** 10000)
except OverflowError:
    print("float pow overflow")

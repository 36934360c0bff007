for v in ['12a', '', ' ', '1.5', '0x1g', '١٢', '1e5', 'None']:
    try:
        int(v)
    except ValueError as e:
        print(type(e).__name__, e)
for v in ['abc', '', '1.2.3', '1e', 'nan1', 'é']:
    try:
        float(v)
    except ValueError as e:
        print(type(e).__name__, e)
for v in [[1], (1,), {}, None, set()]:
    try:
        int(v)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        float(v)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    int('1' * 5000)
except ValueError as e:
    print(type(e).__name__, e)
try:
    str(10 ** 5000)
except ValueError as e:
    print(type(e).__name__, e)
print(len(str(10 ** 4299)), int('7' * 4300) % 1000)

try:
    int('9' * 100000)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int('1' * 4301)
except ValueError as e:
    print(type(e).__name__, e)
print(len(str(int('1' * 4300))))
try:
    str(10 ** 100000)
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(10 ** 5000)
except ValueError as e:
    print(type(e).__name__, e)
try:
    repr(-10 ** 4300)
except ValueError as e:
    print(type(e).__name__, e)
print(len(repr(10 ** 4299)), len(hex(10 ** 5000)), int('f' * 5000, 16) % 7)
try:
    f'{10 ** 4400}'
except ValueError as e:
    print(type(e).__name__, e)
try:
    int('  ' + '5' * 4400 + '  ')
except ValueError as e:
    print(type(e).__name__, e)

x = [1]
try:
    x *= 10**12
except MemoryError as e:
    print(type(e).__name__)
print(x)
s = 'ab'
try:
    s *= 10**13
except MemoryError as e:
    print(type(e).__name__)
print(s)
try:
    '-' * 10**12 + 'x'
except MemoryError as e:
    print(type(e).__name__)
try:
    list(range(10**12))
except MemoryError as e:
    print(type(e).__name__)
print(len(range(10**12)), range(10**12)[-1], 10**12 - 1 in range(10**12))

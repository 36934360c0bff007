try:
    int('10', 1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int('10', 37)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int(10, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    int(float('nan'))
except ValueError as e:
    print(type(e).__name__, e)
try:
    int(float('inf'))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    int(float('-inf'))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    int('10', '2')
except TypeError as e:
    print(type(e).__name__, e)
print(int('10', base=0), int(' 0b11 ', base=0))

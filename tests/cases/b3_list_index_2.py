try:
    (1, 2)[2]
except IndexError as e:
    print(type(e).__name__, e)
try:
    'ab'[2]
except IndexError as e:
    print(type(e).__name__, e)
try:
    (1, 2)['a']
except TypeError as e:
    print(type(e).__name__, e)
try:
    'ab'[1.5]
except TypeError as e:
    print(type(e).__name__, e)

a = {'w': 0, 'y': 20}
b = {'y': 2, 'z': 30}
print(a == b, a != b, a | b == {**a, **b})
try:
    {}[(1, 'a')]
except KeyError as e:
    print(type(e).__name__, e)
try:
    {}['']
except KeyError as e:
    print(type(e).__name__, e)
try:
    a | [('k', 1)]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a < b
except TypeError as e:
    print(type(e).__name__, e)
try:
    a[[1]] = 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    {[1]: 2}
except TypeError as e:
    print(type(e).__name__, e)

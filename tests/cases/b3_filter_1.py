print(list(filter(None, [0, 1, '', 'a', [], [0], None, 2.5, 0.0])))
print(list(filter(lambda x: x % 2, range(10))), list(filter(str.isdigit, 'a1b2c3')))
print(list(filter(None, ())), tuple(filter(bool, [True, False])))
f = filter(lambda c: c != 'l', 'hello')
print(next(f), ''.join(f))
print(type(filter(None, [])).__name__)
print(list(filter(lambda x: x > 2, (x * x for x in range(4)))))
try:
    filter(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    filter(None, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    list(filter(len, [1]))
except TypeError as e:
    print(type(e).__name__, e)

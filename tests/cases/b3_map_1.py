print(list(map(str, [1, 2, 3])), list(map(len, ['a', 'bb', ''])))
print(list(map(lambda x, y: x + y, [1, 2, 3], [10, 20])))
print(list(map(lambda *a: a, 'ab', 'cd', 'ef')))
print(list(map(pow, [2, 3], [3, 2], [5, 5])))
print(list(map(int, '123')), list(map(abs, range(-2, 3))))
print(list(map(str.upper, ['a', 'b'])), list(map(min, [[3, 1], [5, 4]])))
m = map(lambda x: x * 10, range(3))
print(next(m), list(m), list(m))
print(type(map(str, [])).__name__)
print(sum(map(int, ['1', '2'])), max(map(len, ['aaa', 'b'])))
try:
    map(str)
except TypeError as e:
    print(type(e).__name__, e)
try:
    map(str, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    list(map(5, [1]))
except TypeError as e:
    print(type(e).__name__, e)

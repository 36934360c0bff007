def gen(n):
    for i in range(n):
        print('gen', i)
        yield i
print(list(zip(gen(3), 'ab')))
print(list(zip('ab', gen(3))))
try:
    print(list(zip(gen(2), 'abc', strict=True)))
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(list(zip('abc', gen(2), strict=True)))
except ValueError as e:
    print(type(e).__name__, e)
pairs = [('a', 1), ('b', 2), ('c', 3)]
letters, nums = zip(*pairs)
print(letters, nums)

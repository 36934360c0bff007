print(list(), list([1, 2]), list((3, 4)), list('abc'), list(range(4)))
print(list({'a': 1, 'b': 2}), list({'a': 1}.values()), list({'a': 1}.items()))
print(list(x * 2 for x in range(3)), list(map(str, [1, 2])))
print(list(enumerate('ab')), list(zip('ab', 'cd')))
a = [1, 2]
b = list(a)
b.append(3)
print(a, b, a is b)
print(tuple(), tuple([1]), tuple('xy'), tuple(range(2, 5)), tuple({1: 2}))
t = (1, 2)
print(tuple(t) is t, tuple(x for x in 'ab'))
for bad in (1, None, 2.5):
    try:
        list(bad)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        tuple(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    list(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    tuple(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

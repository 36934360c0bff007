print(any([]), all([]), any([0, 0, 1]), all([1, 1, 0]), any('a'), all(''))
print(any(x > 3 for x in range(5)), all(x < 5 for x in range(5)), any({0: 1}), all({0: 1}))
print(any([None, '', 0.0, [], ()]), all([1, 'a', [0], (0,), 0.1]))
print(any(range(0)), all(range(1, 5)), any(iter([0, 2])))
def gen():
    for i in range(10):
        print('yield', i)
        yield i
print(any(x > 1 for x in gen()))
print(all(x < 1 for x in gen()))
try:
    any(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    all()
except TypeError as e:
    print(type(e).__name__, e)

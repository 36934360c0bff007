print(type(reversed('ab')).__name__, type(reversed({1: 2})).__name__, type(reversed({}.items())).__name__)
try:
    reversed('ab')[0]
except TypeError as e:
    print(e)
d = {1: 'a', 2: 'b'}
for x in [reversed([1, 2]), reversed((1, 2)), reversed('ab'), reversed(d), reversed(d.keys()),
          reversed(d.values()), reversed(d.items()), reversed(range(3)), reversed(b'ab')]:
    print(type(x).__name__, list(x))
print(reversed, isinstance(reversed('ab'), reversed), isinstance(reversed([1]), reversed))
print(type(reversed([1])) is type(reversed([2])))
try:
    reversed([1])[0]
except TypeError as e:
    print(e)
try:
    len(reversed(d))
except TypeError as e:
    print(e)

print({} == {}, {1: 2} == {1: 2.0}, {1: [1]} == {1: [1]}, {'a': 1, 'b': 2} == {'b': 2, 'a': 1})
print({1: 2} != {1: 2}, {1: 2} == {1: 2, 3: 4}, {1: {2: 3}} == {1: {2: 3}}, {1: 2} == [(1, 2)])
print({True: 1} == {1: 1}, {1.0: 'a'} == {1: 'a'}, {(1,): 1} == {(1.0,): 1})
print({1: 2}.items() == {(1, 2)}, {1: 2}.keys() == {1}, list({1: 2}.values()) == [2])
a = {'x': [1, 2], 'y': {'z': None}}
b = {'y': {'z': None}, 'x': [1, 2]}
print(a == b, a is b, a == dict(a), str(a) == str(b))
try:
    {1: 2} < {1: 3}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {1: 2} <= {1: 2}
except TypeError as e:
    print(type(e).__name__, e)

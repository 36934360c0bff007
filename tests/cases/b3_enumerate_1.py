print(list(enumerate('abc')))
print(list(enumerate('abc', 1)), list(enumerate('ab', start=10)), list(enumerate('ab', -2)))
print(list(enumerate([])), list(enumerate(range(3), 2**40)))
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    print(i, a, b)
e = enumerate('xy')
print(next(e), next(e), next(e, 'done'))
print(type(enumerate([])).__name__)
print(dict(enumerate('abc')))
print(list(enumerate(x for x in 'pq')))
try:
    enumerate(5)
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    enumerate('a', 'b')
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    enumerate()
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    enumerate('a', 1, 2)
except TypeError as ex:
    print(type(ex).__name__, ex)

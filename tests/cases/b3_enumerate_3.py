seasons = ['spring', 'summer', 'fall', 'winter']
for i, s in enumerate(seasons):
    print(i, s, end='; ')
print()
print(list(enumerate(seasons, 1)), list(enumerate(seasons, -2))[:2], list(enumerate(seasons, start=100))[-1])
print([i for i, s in enumerate(seasons) if 'u' in s], {s: i for i, s in enumerate(seasons)})
e = enumerate(x * x for x in range(4))
print(next(e), next(e), list(e))
print(list(enumerate(enumerate('ab'))), list(enumerate({'k': 1})), list(enumerate({5, 6})))
print(max(enumerate([3, 9, 2]), key=lambda p: p[1]), min(enumerate('cab'), key=lambda p: p[1]))
try:
    enumerate([], start=1.5)
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    enumerate([], start='1')
except TypeError as ex:
    print(type(ex).__name__, ex)

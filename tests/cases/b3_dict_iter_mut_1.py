d = {1: 'a', 2: 'b', 3: 'c'}
try:
    for k in d:
        d[k + 10] = 'x'
except RuntimeError as e:
    print(type(e).__name__, e)
print(len(d))
d = {1: 'a', 2: 'b'}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print(type(e).__name__, e)
print(d)
d = {1: 'a', 2: 'b'}
for k in d:
    d[k] = 'changed'
print(d)
d = {1: 'a', 2: 'b'}
try:
    for k, v in d.items():
        d.pop(k)
except RuntimeError as e:
    print(type(e).__name__, e)
d = {1: 'a', 2: 'b'}
try:
    for v in d.values():
        d.clear()
except RuntimeError as e:
    print(type(e).__name__, e)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(type(e).__name__, e)
d = {1: 'a', 2: 'b'}
for k in list(d):
    del d[k]
print(d)

# iter(callable, sentinel): calls until the sentinel (compared with ==) comes.
data = [3, 1, 4, 1, 5, 0, 9]
pos = [0]
def take():
    v = data[pos[0]]
    pos[0] += 1
    return v
it = iter(take, 0)
print(type(it).__name__)
print(list(it), pos)
print(list(it))
lines = iter(['a', 'b', '', 'c'])
print(list(iter(lambda: next(lines), '')))
print(list(iter(lambda: next(lines), '')), next(lines, 'end'))
count = [0]
def up():
    count[0] += 1
    return count[0]
print(list(iter(up, 3.0)))
for x in iter(up, 6):
    print('got', x)
try:
    iter(5, 0)
except TypeError as e:
    print(e)
try:
    iter(up, 0, 1)
except TypeError as e:
    print(e)
def boom():
    raise ValueError('inside')
try:
    list(iter(boom, None))
except ValueError as e:
    print('ValueError', e)

# Unpacking takes at most one item more than there are targets, as CPython:
# an endless iterator gives "too many values", the rest stays unconsumed.
import asyncio

def gen(log):
    for i in range(10):
        log.append(i)
        yield i

log = []
try:
    a, b = gen(log)
except ValueError as e:
    print(e, log)
log = []
g = gen(log)
try:
    a, b, c = g
except ValueError as e:
    print(e, log, next(g))
def forever():
    n = 0
    while True:
        n += 1
        yield n
try:
    x, y = forever()
except ValueError as e:
    print(e)
it = iter([1, 2, 3, 4, 5])
try:
    p, q = it
except ValueError as e:
    print(e, list(it))
it = iter(range(10**15))
try:
    p, q, r = it
except ValueError as e:
    print(e, next(it))
try:
    (p, q), r = [(1, 2, 3), 4]
except ValueError as e:
    print(e)
a, b = gen([])  if False else (1, 2)
print(a, b)
a, b = (x for x in 'ab')
print(a, b)
try:
    a, b, c = (x for x in 'ab')
except ValueError as e:
    print(e)
first, *rest = gen([])
print(first, rest)
d = {'k': 1, 'j': 2}
try:
    k, = d
except ValueError as e:
    print(e)

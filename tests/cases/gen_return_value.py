# a generator's return value reaches StopIteration.value and yield from
def g():
    yield 1
    return 3

it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print(e.value, e.args, repr(e), str(e))

def none():
    return
    yield
try:
    next(none())
except StopIteration as e:
    print(e.value, e.args, repr(e))

def tup():
    yield
    return (1, 2)
t = tup()
next(t)
try:
    next(t)
except StopIteration as e:
    print(e.value, e.args)

def wrap():
    r = yield from g()
    print("inner returned", r)
    return r * 2
print(list(wrap()))
w = wrap()
for _ in w:
    pass
try:
    next(w)
except StopIteration as e:
    print("after end", e.args)
w = wrap()
next(w)
try:
    next(w)
except StopIteration as e:
    print(e.value)

print(StopIteration().value, StopIteration(1, 2).value, StopIteration(None).args)

# StopIteration raised by a function that builtin iterators call ends them
# (CPython's C iterators); inside a generator it becomes RuntimeError
def f(x):
    if x == 2:
        raise StopIteration(444)
    return x
print(list(map(f, [1, 2, 3])))
print(list(filter(f, [1, 2, 3])))
print(list(zip(map(f, [1, 2, 3]), "abc")))
print(list(enumerate(map(f, [1, 2, 3]))))
print(sum(map(f, [1, 2, 3])), sorted(map(f, [3, 2, 1])), max(map(f, [1, 2, 3])))
print(tuple(map(f, [1, 2])), set(map(f, [1, 2])), "".join(map(str, map(f, [1, 2]))))
for v in map(f, [1, 2, 3]):
    print("loop", v)
m = map(f, [2])
try:
    next(m)
except StopIteration as e:
    print("next(map)", e.args)
def via_yield_from():
    r = yield from map(f, [1, 2, 3])
    print("yield from map gave", r)
print(list(via_yield_from()))
def raising_gen():
    yield f(2)
try:
    list(raising_gen())
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__))
try:
    list(f(x) for x in [1, 2])
except RuntimeError as e:
    print(e)
try:
    sorted([1, 2], key=f)
except StopIteration as e:
    print("sorted key", e.args)

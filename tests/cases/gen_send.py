# generator.send: values reach the yield expression, errors as CPython
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total

g = acc()
print(next(g))
print(g.send(5), g.send(7))
try:
    g.send(None)
except StopIteration as e:
    print("stop", e.value, e.args)
try:
    g.send(1)
except StopIteration as e:
    print("exhausted", e.args, e.value)

g = acc()
try:
    g.send(3)
except TypeError as e:
    print(e)
print(g.send(None))
for bad in [lambda: g.send(), lambda: g.send(1, 2), lambda: g.send(x=1)]:
    try:
        bad()
    except TypeError as e:
        print(e)

# the bound method is a real object
m = acc().send
print(type(m).__name__, m.__name__, m.__qualname__)
gen = acc()
next(gen)
snd = gen.send
print(snd(10), snd(20))
print(list(map(gen.send, [1, 2, 3])))

# running generators refuse to be resumed
def selfish():
    yield me.send(None)
me = selfish()
try:
    next(me)
except ValueError as e:
    print(e)
print(me.gi_running, me.gi_suspended)

def state():
    print("running:", st.gi_running, "suspended:", st.gi_suspended)
    yield
st = state()
print(st.gi_running, st.gi_suspended)
next(st)
print(st.gi_running, st.gi_suspended)
print(st.__name__, st.__qualname__)

# next() with a default, and on exhausted generators
def two():
    yield 1
    return 2
t = two()
print(next(t, "d"), next(t, "d"), next(t, "d"))
try:
    next(t)
except StopIteration as e:
    print("args", e.args)
try:
    next(t, 1, 2)
except TypeError as e:
    print(e)

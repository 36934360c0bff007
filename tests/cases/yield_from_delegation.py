# yield from delegates next, send, throw and close, and returns the value
def inner():
    try:
        x = yield 1
        print("inner got", x)
        y = yield 2
        print("inner got", y)
    except ValueError as e:
        print("inner caught", repr(e))
        yield 99
    finally:
        print("inner finally")
    return "ret"

def outer():
    try:
        r = yield from inner()
        print("outer r", r)
        yield "after"
    except KeyError as e:
        print("outer caught", repr(e))
        yield "ke"
    finally:
        print("outer finally")

g = outer()
print(next(g)); print(g.send("a")); print(g.send("b")); print(next(g, "dflt")); print(next(g, "dflt"))
g = outer(); next(g); print(g.throw(ValueError("v")))
print(g.send(5))
g.close()
g = outer(); next(g); print(g.throw(KeyError("k"))); g.close()
g = outer(); next(g); print(g.close()); print(g.gi_suspended)
g = outer(); next(g)
try:
    g.throw(GeneratorExit("bye"))
except GeneratorExit as e:
    print("GeneratorExit out", repr(e))

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("stubborn ignores")
        yield 2
def o2():
    try:
        yield from stubborn()
    except RuntimeError as e:
        print("o2 caught", e)
        raise
g = o2(); next(g)
try:
    g.close()
except RuntimeError as e:
    print("close err", e)

def o3():
    yield from [1, 2]
    r = yield from range(2)
    print("r", r)
    yield from iter("ab")
print(list(o3()))
g = o3(); next(g)
try:
    g.send(4)
except AttributeError as e:
    print(e)
g = o3(); next(g)
try:
    g.throw(ValueError)
except ValueError:
    print("thrown at the delegator of a list iterator")
g = o3(); next(g)
print(g.close())

def deep(n):
    if n == 0:
        x = yield "leaf"
        return x
    r = yield from deep(n - 1)
    return r + 1
g = deep(20)
print(next(g))
try:
    g.send(10)
except StopIteration as e:
    print(e.value, e.args)

def leaf_catch():
    while True:
        try:
            yield "leaf"
        except ValueError:
            print("leaf caught")
def mid():
    yield from leaf_catch()
def top():
    yield from mid()
t = top()
next(t)
print(t.throw(ValueError))
print(t.send(None))

def sub():
    yield 1
    return 42
def o4():
    x = yield from sub()
    return x
print(list(o4()))
g = o4(); next(g)
try:
    next(g)
except StopIteration as e:
    print("v", e.value)

# an exhausted subgenerator gives None at once
done = sub()
list(done)
def o5():
    r = yield from done
    print("from exhausted", r)
    yield "end"
print(list(o5()))

# the subgenerator's exception propagates with the delegator in the traceback
def bad():
    yield 1
    raise IndexError("deep")
def o6():
    try:
        yield from bad()
    except IndexError as e:
        print("o6 caught", e)
        yield "recovered"
print(list(o6()))


# builtin iterators delegated to have no send
def o7():
    yield from map(str, [1, 2])
g = o7()
print(next(g))
try:
    g.send(1)
except AttributeError as e:
    print(e)

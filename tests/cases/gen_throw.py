# generator.throw with both signatures (3.11: no deprecation warning)
def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("caught", repr(e), e.args)
            yield "after"

g = catcher()
print(next(g))
print(g.throw(ValueError))
print(next(g))
print(g.throw(ValueError, "msg"))
print(next(g))
print(g.throw(ValueError, ("a", 1)))
print(next(g))
print(g.throw(ValueError("inst")))
print(next(g))
print(g.throw(ValueError, None, None))
print(next(g))
print(g.throw(ValueError, ValueError("same")))
print(next(g))
try:
    g.throw(KeyError, "k")
except KeyError as e:
    print("escaped", repr(e))
print(g.gi_suspended)
try:
    g.throw(ValueError)
except ValueError as e:
    print("finished generator re-raises", repr(e))

# a not yet started generator: the exception comes straight out
def fresh():
    print("never runs")
    yield
f = fresh()
try:
    f.throw(IndexError("early"))
except IndexError as e:
    print(repr(e))
print(list(f))

# argument errors, with CPython's messages
g = catcher()
next(g)
for bad in [lambda: g.throw(), lambda: g.throw(1, 2, 3, 4), lambda: g.throw(ValueError, 1, 5),
            lambda: g.throw(ValueError("x"), 1), lambda: g.throw(3), lambda: g.throw(int),
            lambda: g.throw(KeyError, ValueError(5)), lambda: g.throw(ValueError, x=1)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
    except KeyError as e:
        print("KeyError:", repr(e))

# the exception's traceback and context inside the generator
def ctx():
    try:
        raise OSError("first")
    except OSError:
        try:
            yield 1
        except ValueError as e:
            print("context", repr(e.__context__))
            raise
c = ctx()
next(c)
try:
    c.throw(ValueError("second"))
except ValueError as e:
    print("out", repr(e), repr(e.__context__))

# StopIteration thrown in becomes RuntimeError when it escapes
def plain():
    yield 1
p = plain()
next(p)
try:
    p.throw(StopIteration(5))
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__))

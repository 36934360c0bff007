# throw() of a non-exception into a generator delegating with yield from:
# the TypeError comes out of the delegator's yield from line, uncaught.
def sub():
    yield 1
    yield 2


def outer():
    r = yield from sub()
    return r


g = outer()
next(g)
g.throw("not an exception")

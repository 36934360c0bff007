# gen.throw() of a non-exception: a generator delegating with yield from
# gets CPython's TypeError at its yield from (the innermost generator is
# not entered); a generator not delegating, or not started, is untouched.
import traceback
def inner():
    try:
        yield 1
    except TypeError:
        print("inner never gets it")
def mid():
    try:
        r = yield from inner()
    except TypeError as e:
        print('mid caught', e)
        yield 'mid-after'
def outer():
    yield from mid()
    yield 'outer-end'
g = outer()
print(next(g))
print(g.throw(3.5))
print(next(g))
print(next(g, 'done'))
def plain():
    yield 1
p = plain()
try: p.throw(None)
except TypeError as e: print(e)
print(next(p))
p2 = plain()
next(p2)
try: p2.throw([1])
except TypeError as e: print(e)
print(next(p2, 'x'))
def deleg():
    yield from plain()
d = deleg(); next(d)
try: d.throw('s')
except TypeError:
    traceback.print_exc()
print(next(d, 'finished'))
d = deleg()
try: d.throw('s')
except TypeError as e: print('fresh', e)
print(next(d))
def it_deleg():
    yield from iter([1, 2, 3])
d = it_deleg(); next(d)
try: d.throw(7)
except TypeError as e: print('iter', e)
print(next(d, 'fin'))
def sub2():
    try:
        yield 1
        yield 2
    except Exception as e:
        print('sub got', type(e).__name__)
        yield 99
def outer2():
    r = yield from sub2()
    yield r
g = outer2()
print(next(g))
try:
    g.throw(5)
except TypeError as e:
    print('TE', e)
print(next(g, 'end'))
g = outer2(); next(g)
try:
    g.throw(int)
except TypeError as e:
    print('TE', e)
g = outer2(); next(g)
try:
    g.throw("x")
except TypeError:
    traceback.print_exc()

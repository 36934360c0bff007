# A generator dropped unfinished is closed at once, as CPython's reference
# counting does: its finally blocks and with exits run where its last
# reference goes (break, return, an exception leaving a for loop, a global
# rebound), not later or never.
class Ctx:
    def __init__(self, t):
        self.t = t
    def __enter__(self):
        print('enter', self.t)
        return self
    def __exit__(self, typ, val, tb):
        print('exit', self.t, typ)
        return False

def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print('finally', tag)

def wgen(tag):
    with Ctx(tag):
        yield 'a'
        yield 'b'

for x in gen('break'):
    print('got', x)
    break
print('after break')

def first():
    for x in gen('return'):
        return x
print('first ->', first())

def local():
    g = gen('local')
    print(next(g))
    print('local end')
    return 5
print('local ->', local())

def nested():
    try:
        for x in wgen('nested'):
            for y in gen('inner'):
                return x, y
    finally:
        print('nested finally')
print(nested())

def raises():
    for x in gen('raise'):
        raise ValueError('v')
try:
    raises()
except ValueError as e:
    print('caught', e)

def deeper():
    def inner():
        for x in wgen('deep'):
            raise TypeError('t')
    inner()
try:
    deeper()
except TypeError as e:
    print('caught', e)

it = gen('global1')
print(next(it))
it = gen('global2')
print('rebound')
print(next(it))
it = None
print('cleared')

def keep():
    g = gen('kept')
    next(g)
    return g
kept = keep()
print('kept alive', kept.gi_running)
print(list(kept))

holder = []
def keep2():
    g = gen('in a list')
    next(g)
    holder.append(g)
keep2()
print('still alive')
print(list(holder[0]))

def outer():
    r = yield from gen('yield from')
    return r
o = outer()
next(o)
o = 1
print('after yield from')

def lines():
    for x in gen('chain'):
        yield x * 10
for y in lines():
    print(y)
    break
print('after chain')

def take_first(it):
    for v in it:
        return v
print(take_first(gen('argument')))
print('after argument')

def ignores():
    try:
        yield 1
    finally:
        print('ignoring')
        yield 2
x = ignores()
next(x)
x = None
print('ignored ok')

def boom():
    try:
        yield 1
    finally:
        raise ValueError('boom')
x = boom()
next(x)
x = None
print('boom ignored')

for a in gen('outer'):
    for b in gen('inner'):
        break
    break
print('loops done')

def early(n):
    for i, v in enumerate(wgen('early %d' % n)):
        if i == n:
            return v
    return None
print([early(n) for n in range(3)])

# globals(), locals() and vars() with no argument, as CPython 3.11 shows
# them to ordinary programs.
import functools

counter = 0


def handler_a(x):
    return f'a:{x}'


def handler_b(x):
    return f'b:{x}'


# dispatch through globals(), and defining globals through it
for name in ('a', 'b'):
    print(globals()[f'handler_{name}'](name))
globals()['made'] = lambda: 'made through globals()'
print(made())
g = globals()
g['counter'] += 5
print(counter, g is globals(), type(g).__name__, g['__name__'])
print([k for k in ('__name__', '__doc__', '__package__', '__spec__') if k in globals()])
print([k for k in globals() if not k.startswith('__')][:6])
print('handler_a' in globals(), 'nope' in globals(), globals().get('nope', 'dflt'))
del globals()['made']
try:
    made
except NameError as e:
    print('NameError', e)


def update_global():
    globals()['late'] = 42
    globals().update(other=1)


update_global()
print(late, other)


# locals() in a function: a snapshot dict
def f(a, b=2, *args, k=3, **kw):
    c = a + b
    print(locals())
    d = 4
    locals()['c'] = 100
    print(c, sorted(locals()))
    return locals()


print(f(1, 5, 6, k=7, z=8))


def closure():
    x = 1
    y = 'unused'

    def inner():
        z = x + 1
        return locals()
    print(sorted(locals()))
    return inner()


print(closure())


def report(name, qty, price):
    total = qty * price
    return '{name}: {qty} x {price} = {total}'.format(**locals())


print(report('pens', 3, 1.5))


def unbound():
    if False:
        never = 1
    try:
        raise ValueError
    except ValueError as e:
        pass
    return locals()


print(unbound())

# module level: locals() is globals()
print(locals() is globals(), vars() is globals())


# vars() with no argument is locals(); with one, obj.__dict__
def v(p):
    q = p * 2
    return vars()


print(v(3))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


p = Point(1, 2)
print(vars(p), vars(p) is p.__dict__)
vars(p)['z'] = 3
print(p.z)
for bad in (1, 'abc', [1]):
    try:
        vars(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    vars(1, 2)
except TypeError as e:
    print('TypeError', e)
for fn in (globals, locals):
    try:
        fn(1)
    except TypeError as e:
        print('TypeError', e)


# locals() in a class body is the namespace being filled
class Config:
    debug = True
    level = 3
    names = sorted(k for k in locals() if not k.startswith('__'))
    locals()['extra'] = 'added'


print(Config.names, Config.extra)


# called from library code, they still show the program's namespace
def probe():
    token = 'secret-local'
    part = functools.partial(locals)
    return part()


print(probe())
print(functools.partial(globals)() is globals())
print(sorted(map(lambda f: f() is globals(), [globals])))


# in a generator and a method
def gen(n):
    for i in range(n):
        yield sorted(locals().items())


print(list(gen(2)))


class Acc:
    def add(self, v):
        total = v + 1
        return sorted(locals())


print(Acc().add(1))


# dir() with no argument lists the same scope, sorted
def scoped(a, *rest, key=None):
    inner = 1
    return dir()


class Body:
    alpha = 1
    listing = dir()


print(scoped(1), Body.listing, [n for n in dir() if n.startswith('handler')])
print([n for n in ('__prepare__', '__call__', '__instancecheck__', '__new__') if n in dir(type)])


class Meta(type):
    def describe(cls):
        return cls.__name__


class WithMeta(metaclass=Meta):
    field = 1


print('describe' in dir(Meta), 'describe' in dir(WithMeta), 'field' in dir(WithMeta), WithMeta.describe())

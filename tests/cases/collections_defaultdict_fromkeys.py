# defaultdict.fromkeys builds the class it is called on (dict.fromkeys is a
# classmethod), with no default_factory; arity errors name 'fromkeys'.
from collections import defaultdict

d = defaultdict.fromkeys('ab')
print(repr(d), type(d).__name__, d.default_factory)
print(defaultdict.fromkeys(range(3), 0))
print(defaultdict(list).fromkeys('xy', []))
try:
    d['zz']
except KeyError as exc:
    print('KeyError', exc)


class Sub(defaultdict):
    pass


s = Sub.fromkeys('q', 1)
print(type(s).__name__, dict(s))
for args in ((), ('ab', 0, 9)):
    try:
        defaultdict.fromkeys(*args)
    except TypeError as exc:
        print('TypeError', exc)

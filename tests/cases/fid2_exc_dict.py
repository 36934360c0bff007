# a builtin exception's __dict__ before any attribute is set: {} (and the
# same dict afterwards, which later sets show)
try:
    raise ValueError(1)
except ValueError as e:
    d = e.__dict__
    print(d, type(d).__name__)
    e.x = 5
    print(d, e.__dict__, d is e.__dict__)
    d['y'] = 6
    print(e.y, vars(e))
k = KeyError('k')
print(vars(k), k.__dict__ == {})
s = StopIteration(3)
print(s.__dict__, s.value)
o = OSError(2, 'gone')
print(o.__dict__, o.errno)
class E(Exception): pass
print(E().__dict__)
print(hasattr(ValueError(), '__dict__'), '__dict__' in dir(ValueError()))
# BaseException's fields (and __class__) are data descriptors: entries of
# the same names in the instance's dict do not hide them
e = ValueError(1)
d = e.__dict__
d['__traceback__'] = 5
d['args'] = 'x'
d['__class__'] = int
d['__cause__'] = 7
d['foo'] = 3
print(e.__traceback__, e.args, type(e), e.__class__, e.__cause__, e.foo, sorted(d))
e = E(2); e.__dict__['args'] = 9; e.__dict__['__context__'] = 1
print(e.args, e.__context__, e.__dict__)

class Reg(type):
    seen = {}
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        return {'tag': kw.get('tag')}
    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, ns)
        mcs.seen[name] = cls
        return cls
    def __call__(cls, *a, **k):
        return super().__call__(*a, **k)
    def __instancecheck__(cls, o):
        return hasattr(o, 'tag')
class A(metaclass=Reg, tag=1):
    def f(self):
        return locals(), sorted(vars())
class B(A):
    pass
print(type(B), isinstance(B(), A), A().f(), sorted(Reg.seen))
globals()['made'] = type('X', (B,), {'y': 2})
print(made.y, type(made), 'made' in dir(), locals() is globals())
try:
    class C(type, int): pass
except TypeError as e:
    print(e)

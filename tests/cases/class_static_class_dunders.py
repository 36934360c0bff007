# special methods that are staticmethods or classmethods
class C:
    @staticmethod
    def __sub__(rhs):
        return ('sub', rhs)
    @classmethod
    def __add__(cls, rhs):
        return ('add', cls.__name__, rhs)
    @classmethod
    def __radd__(cls, lhs):
        return ('radd', cls.__name__, lhs)
    @staticmethod
    def __getitem__(item):
        return ('get', item)
    @staticmethod
    def __setitem__(item, value):
        print('set', item, value)
    @classmethod
    def __delitem__(cls, item):
        print('del', cls.__name__, item)
    @staticmethod
    def __len__():
        return 3
    @classmethod
    def __contains__(cls, x):
        return x == 5
    @staticmethod
    def __neg__():
        return 'neg'
    @classmethod
    def __lt__(cls, other):
        return ('lt', cls.__name__, other)
    @staticmethod
    def __iter__():
        return iter([1, 2])

class D(C):
    pass

c = D()
print(c - 1, c + 2, 3 + c, c[4])
c[1] = 2
del c[3]
print(len(c), 5 in c, 6 in c, -c, c < 1, list(c), bool(c))
try:
    C.__new__(C, 1)
except TypeError as e:
    print(e)
class N:
    def __new__(cls, x):
        print('new', cls.__name__, x)
        return super().__new__(cls)
print(type(N(1)).__name__)
class E:
    @staticmethod
    def __repr__():
        return 'E-repr'
    @classmethod
    def __str__(cls):
        return 'E-str ' + cls.__name__
    @staticmethod
    def __hash__():
        return 7
    @classmethod
    def __eq__(cls, other):
        return isinstance(other, cls)
    @staticmethod
    def __bool__():
        return False
    @staticmethod
    def __enter__():
        print('enter')
        return 'v'
    @staticmethod
    def __exit__(*a):
        print('exit', a[0])
    @classmethod
    def __call__(cls, x):
        return ('call', cls.__name__, x)
e = E()
print(repr(e), str(e), e, f'{e}', [e], hash(e), e == E(), e != E(), bool(e), not e, e(3))
print({e: 1}[E()], sorted([3, 1, 2], key=E.__call__))
with e as v:
    print(v)

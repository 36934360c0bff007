# Metaclasses as agent programs use them: registries, singletons, validation.

class Registry(type):
    plugins = {}

    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, ns)
        if bases:
            mcs.plugins[name.lower()] = cls
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.tag = kw.get('tag', name.upper())


class Plugin(metaclass=Registry):
    def run(self):
        return f'{type(self).__name__} ran'


class Search(Plugin, tag='S'):
    pass


class Fetch(Plugin):
    pass


print(sorted(Registry.plugins))
print(Search.tag, Fetch.tag, Plugin.tag)
print(type(Plugin), type(Search), type(Registry))
print(isinstance(Search, Registry), isinstance(Search, type), issubclass(Registry, type))
print(Registry.plugins['fetch']().run())
print(Registry.__mro__)
print(Search.__mro__)


class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, path='cfg'):
        self.path = path
        print('init', path)


a = Config('one')
b = Config('two')
print(a is b, a.path, b.path)


class Counted(type):
    def __call__(cls, *a, **k):
        cls.made = getattr(cls, 'made', 0) + 1
        return type.__call__(cls, *a, **k)


class P(metaclass=Counted):
    def __init__(self, x):
        self.x = x


ps = [P(i) for i in range(4)]
print(P.made, [p.x for p in ps])


# metaclass methods, properties and operators on the class object
class Table(type):
    def __len__(cls):
        return len(cls.rows)

    def __iter__(cls):
        return iter(cls.rows)

    def __getitem__(cls, k):
        return cls.rows[k]

    def __repr__(cls):
        return f'<table {cls.__name__}>'

    def __contains__(cls, x):
        return x in cls.rows

    @property
    def size(cls):
        return len(cls.rows) * 10

    def describe(cls):
        return f'{cls.__name__}: {list(cls)}'


class Users(metaclass=Table):
    rows = ['ann', 'bob']


print(len(Users), list(Users), Users[1], repr(Users), 'bob' in Users, Users.size)
print(Users.describe(), str(Users), f'{Users!r}')
try:
    Users().describe()
except AttributeError as e:
    print('AttributeError', e)


# validation in __new__
class Strict(type):
    def __new__(mcs, name, bases, ns):
        for k, v in ns.items():
            if callable(v) and not k.startswith('_') and not v.__doc__:
                raise TypeError(f'{name}.{k} needs a docstring')
        return super().__new__(mcs, name, bases, ns)


try:
    class Bad(metaclass=Strict):
        def f(self):
            pass
except TypeError as e:
    print('TypeError', e)


class Good(metaclass=Strict):
    def f(self):
        "documented"
        return 1


print(Good().f(), type(Good).__name__)


# __prepare__
class Ordered(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print('prepare', name, bases, kw)
        return {'injected': 42}

    def __new__(mcs, name, bases, ns, **kw):
        ns['names'] = [k for k in ns if not k.startswith('__')]
        return super().__new__(mcs, name, bases, ns)

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)


class Form(metaclass=Ordered, flavour='x'):
    b = 1
    a = 2

    def c(self):
        return self.injected


print(Form.names, Form.injected, Form().c())

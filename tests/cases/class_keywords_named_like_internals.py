# Class keywords reach __init_subclass__ whatever their names, including
# the names of the class statement's own internal parameters.
class Registry:
    plugins = {}

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        Registry.plugins[name or cls.__name__.lower()] = cls


class CSV(Registry, name="csv"):
    pass


class Json(Registry):
    pass


print(Registry.plugins)


class A:
    def __init_subclass__(cls, func=None, qualname=None, bases=None, **kw):
        print(cls.__name__, func, qualname, bases, kw)


class B(A, func=1, qualname=2, bases=3, name=4, x=5):
    pass

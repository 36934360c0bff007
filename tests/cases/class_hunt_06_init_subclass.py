class Plugin:
    plugins = []
    def __init_subclass__(cls, /, kind="generic", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = kind
        Plugin.plugins.append(cls)

class A(Plugin, kind="reader"):
    pass

class B(Plugin):
    pass

class C(A, kind="special-reader"):
    pass

print([(p.__name__, p.kind) for p in Plugin.plugins])
try:
    class D(Plugin, bogus=1):
        pass
except TypeError as e:
    print(e)
print(C.__mro__)
print(issubclass(C, Plugin), isinstance(C(), A))

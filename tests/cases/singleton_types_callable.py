# The types of None, Ellipsis and NotImplemented give the singleton
import types
print(type(None)(), type(NotImplemented)(), type(...)())
print(type(None)() is None, types.NoneType() is None, types.EllipsisType() is ...,
      types.NotImplementedType() is NotImplemented)
for f in (lambda: type(None)(1), lambda: type(...)(x=1), lambda: type(NotImplemented)(1, 2)):
    try:
        f()
    except TypeError as e:
        print(e)
try:
    class A(type(None)):
        pass
except TypeError as e:
    print(e)

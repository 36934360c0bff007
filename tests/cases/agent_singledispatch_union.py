# singledispatch registers union types (X | Y, typing.Union) for each member, as CPython 3.11
import functools, typing
@functools.singledispatch
def f(x): return "obj"
@f.register
def _(x: int | str): return "int|str"
@f.register
def _(x: typing.Union[float, bytes]): return "float|bytes"
@f.register(list | tuple)
def _(x): return "seq"
print(f(1), f("a"), f(1.5), f(b""), f([]), f(()), f(None))
print(sorted(k.__name__ for k in f.registry))
try:
    @f.register
    def _(x: int | list[int]): pass
except TypeError as e:
    print(e)
try:
    @f.register
    def _(x: typing.Union[int, typing.List[int]]): pass
except TypeError as e:
    print(e)
try:
    @f.register
    def _(x: "list[int]"): pass
except TypeError as e:
    print(e)
try:
    f.register(list[int], lambda x: 1)
except TypeError as e:
    print(e)
try:
    f.register(int | list[int], lambda x: 1)
except TypeError as e:
    print(e)
class C:
    @functools.singledispatchmethod
    def m(self, x): return "o"
    @m.register
    def _(self, x: int | None): return "int/None"
print(C().m(1), C().m(None), C().m("s"))

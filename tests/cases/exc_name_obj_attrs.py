import typing
try: type('A',(typing.List[int],),{})
except TypeError as e: print(e)
try:
    undefined_x
except NameError as e:
    print(repr(e.name), e.args)
def f():
    return undefined_y
try:
    f()
except NameError as e:
    print(repr(e.name))
try:
    None.foo
except AttributeError as e:
    print(repr(e.name), repr(e.obj))
class A: pass
try:
    A().bar
except AttributeError as e:
    print(repr(e.name), type(e.obj).__name__)
try:
    import notamodule
except ImportError as e:
    print(repr(e.name), e.path, type(e).__name__, e.msg)
print(repr(NameError("x").name), repr(AttributeError("x").name), repr(AttributeError("x").obj))
print(NameError("m", name="q").name)
print(AttributeError("m", name="q", obj=3).obj)
try:
    NameError("m", nam="q")
except TypeError as e:
    print(e)
try:
    raise StopIteration(5)
except StopIteration as e:
    print(e.value, e.args)
try:
    raise SystemExit(3)
except SystemExit as e:
    print(e.code)
e = OSError(2, "No such file")
print(e.errno, e.strerror, str(e), e.filename)
e = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(str(e))
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print(e, e.start, e.end, e.reason, e.encoding)
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e, e.start, e.end, e.reason, e.object)

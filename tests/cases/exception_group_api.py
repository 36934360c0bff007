# ExceptionGroup and BaseExceptionGroup (builtins of 3.11): construction,
# str/repr, the class chosen, split/subgroup/derive, catching, errors
eg = ExceptionGroup("batch failed", [ValueError(1), TypeError("t"), KeyError("k")])
print(str(eg))
print(repr(eg))
print(eg.message, eg.exceptions, eg.args)
print(type(eg).__name__, isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))
print(ExceptionGroup.__mro__)
print(str(ExceptionGroup("one", [ValueError()])))

b = BaseExceptionGroup("mixed", [ValueError(1), KeyboardInterrupt()])
print(type(b).__name__, isinstance(b, Exception))
b2 = BaseExceptionGroup("all exceptions", [ValueError(1)])
print(type(b2).__name__)

match, rest = eg.split(ValueError)
print(repr(match), repr(rest))
match, rest = eg.split((TypeError, KeyError))
print(repr(match), repr(rest))
print(eg.split(OSError))
print(eg.split(Exception)[0] is eg)
print(repr(eg.subgroup(lambda e: isinstance(e, KeyError))))
print(eg.subgroup(ZeroDivisionError))

nested = ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("inner", [TypeError("b"), ValueError("c")])])
m, r = nested.split(ValueError)
print(repr(m))
print(repr(r))
print(repr(nested.derive([ValueError("x")])))

try:
    raise ExceptionGroup("raised", [ValueError("v")])
except Exception as e:
    print("caught as Exception:", repr(e))
try:
    raise ExceptionGroup("raised", [ValueError("v")])
except ExceptionGroup as e:
    for sub in e.exceptions:
        print("sub:", type(sub).__name__, sub)
try:
    try:
        raise ValueError("root")
    except ValueError as v:
        raise ExceptionGroup("wrapped", [v]) from v
except BaseExceptionGroup as e:
    print("cause:", repr(e.__cause__))


class MyGroup(ExceptionGroup):
    pass


mg = MyGroup("mine", [ValueError(2)])
print(type(mg).__name__, repr(mg), str(mg))

for args in [(1, [ValueError()]), ("m", ValueError()), ("m", []), ("m", [1]), ("m",)]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError", e)
try:
    eg.split(1)
except TypeError as e:
    print("TypeError", e)

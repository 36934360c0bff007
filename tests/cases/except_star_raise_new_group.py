# except*: raise of a new ExceptionGroup, raise e of the match (a new raise,
# as its traceback grows), bare raise (a re-raise keeping the group's shape),
# raise ... from e: the result, its __context__ and __cause__ as CPython's.
def run(body):
    try:
        body()
    except BaseException as e:
        print(repr(e), '| ctx', repr(e.__context__), '| cause', repr(e.__cause__))
def a():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
def b():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
    except* TypeError as e:
        raise
def c():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise KeyError('k') from e
def d():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as e:
        raise ExceptionGroup("sub", [e])
def e_():
    try:
        raise ValueError(5)
    except* ValueError as e:
        raise e
def f():
    try:
        raise ExceptionGroup("eg", [ValueError(1), ValueError(2)])
    except* ValueError as e:
        raise e.exceptions[0]
for fn in (a, b, c, d, e_, f):
    run(fn)
def f2():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise ExceptionGroup("new", [KeyError(3)])
try:
    f2()
except BaseException as e:
    print(repr(e), repr(e.__context__), repr(e.__cause__))
def g2():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
try:
    g2()
except BaseException as e:
    print(repr(e), repr(e.__context__))

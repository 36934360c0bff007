# except* (PEP 654): clauses split a group in order, naked exceptions are
# matched as groups of one, re-raised parts keep the original shape, new
# exceptions from clauses join a new group, else/finally/loops as CPython.
def t(f):
    try:
        f()
    except Exception as e:
        print("escaped:", repr(e), [repr(x) for x in getattr(e, "exceptions", [])])

def a():
    try:
        raise ExceptionGroup("many", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as eg:
        print("V", repr(eg))
    except* TypeError as eg:
        print("T", repr(eg))
t(a)
def b():
    try:
        raise ValueError("naked")
    except* ValueError as eg:
        print("naked match", repr(eg), repr(eg.exceptions[0]))
t(b)
def c():
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError:
        print("handled V")
t(c)
def d():
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError:
        raise RuntimeError("new")
t(d)
def e():
    try:
        raise ExceptionGroup("g", [ValueError(1), ExceptionGroup("inner", [ValueError(2), OSError(3)])])
    except* ValueError:
        raise
t(e)
def f():
    try:
        raise TypeError("naked2")
    except* ValueError:
        print("no")
t(f)
def g():
    try:
        raise KeyError("k")
    except* KeyError:
        raise
t(g)
def h():
    try:
        raise ValueError(1)
    except* ValueError:
        raise TypeError("x")
t(h)
def i():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ExceptionGroup:
        pass
t(i)
def j():
    try:
        x = 1
    except* ValueError:
        pass
    else:
        print("else ran")
    finally:
        print("finally ran")
t(j)
def k():
    for n in range(3):
        try:
            raise ExceptionGroup("g", [ValueError(n)])
        except* ValueError as eg:
            for q in range(2):
                if q: break
            print("loop", n, eg.exceptions)
    try:
        eg
    except NameError as ne:
        print(ne)
t(k)
def l():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* (ValueError, TypeError) as eg:
        print("tuple", repr(eg))
t(l)
def m():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("a")
    except* TypeError:
        raise KeyError("b")
t(m)

# A local unbound on one path (del, except ... as) and read after the paths
# join: UnboundLocalError, never a value (found by tools/mangle_diff.py).
def t1(c):
    x = 1
    if c: del x
    x += 1
    return x
def t2(c):
    x = 1
    if c: del x
    return print(x)
def t3(c):
    x = [1]
    if c: del x
    return x[0]
def t4(c):
    x = 1
    if c: del x
    return x + 1
def t5(c):
    x = 1
    if c: del x
    return x < 3
def t6(c):
    s = 'a'
    if c: del s
    s += 'b'
    return s
def t7(c):
    x = 1
    if c: del x
    return f"{x}"
def t8(c):
    x = 1
    if c: del x
    yield x
def t9(c):
    x = 1
    if c: del x
    return [1, 2].index(x)
def t10(c):
    x = 1
    if c: del x
    return (lambda: x)()
def t11(c):
    x = 1
    if c: del x
    for i in range(2):
        y = x
    return y
def t12(c):
    x = 1
    if c: del x
    return -x
def t13(c):
    x = (1, 2)
    if c: del x
    a, b = x
    return a
for f in (t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13):
    try:
        r = f(True)
        if f is t8: r = next(r)
        print(f.__name__, r)
    except (UnboundLocalError, NameError) as e: print(f.__name__, type(e).__name__, e)
def u_a():
    x = 1
    for i in range(1):
        del x
    return x
def u_b():
    x = 1
    for i in range(1):
        try:
            raise KeyError
        except KeyError as x:
            pass
    return x
def u_c():
    x = 1
    while True:
        try:
            raise KeyError
        except KeyError as x:
            break
    return x
def u_d():
    x = 1
    if x:
        del x
    return x
for f in (u_a, u_b, u_c, u_d):
    try: print(f())
    except UnboundLocalError as e: print(f.__name__, e)

def attempt(fn):
    try:
        print(fn())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
def u1():
    a, b, c = 'ab'
    return a
def u2():
    a, b = range(5)
    return a
def u3():
    a, *b, c, d = [1, 2]
    return b
def u4():
    (a, b), c = 'xy', 'z'
    return a, b, c
def u5():
    [a, b] = {1: 'x', 2: 'y'}
    return a, b
def u6():
    a, b = 1.5
def u7():
    for a, b in [(1, 2), (3,)]:
        pass
def u8():
    a, b = {1, 2, 3}
def u9():
    *a, = 'abc'
    return a
for fn in [u1, u2, u3, u4, u5, u6, u7, u8, u9]:
    attempt(fn)

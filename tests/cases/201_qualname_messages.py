def outer():
    def inner(a):
        return a
    try:
        inner()
    except TypeError as e:
        print(e)
    f = lambda q: q
    try:
        f()
    except TypeError as e:
        print(e)
    try:
        inner(1, b=2)
    except TypeError as e:
        print(e)
outer()
top = lambda x, y: x
try:
    top(1)
except TypeError as e:
    print(e)
try:
    (lambda: 0)(5)
except TypeError as e:
    print(e)

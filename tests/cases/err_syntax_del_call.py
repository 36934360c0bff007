def f():
    return 1
del f()

def g():
    x = 1
    def f():
        x = 2
        nonlocal x

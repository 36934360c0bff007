def g():
    x = 1
    def f():
        print(x)
        nonlocal x

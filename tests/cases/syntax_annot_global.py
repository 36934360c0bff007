def f():
    global x
    x: int = 3

def f():
    try:
        [][0]
    except IndexError:
        print("cleanup")
        raise
f()

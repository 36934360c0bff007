def outer():
    def inner():
        return z
    r = inner
    print("calling")
    r()
    z = 1
outer()

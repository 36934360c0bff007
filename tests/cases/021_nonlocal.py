def outer():
    x = 1
    def inner():
        nonlocal x
        x += 10
        return x
    print(inner(), inner())
    print(x)
outer()
def a():
    v = "a"
    def b():
        def c():
            nonlocal v
            v = v + "c"
        c()
        return v
    r = b()
    return r, v
print(a())

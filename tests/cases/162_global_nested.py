total = 0
def outer():
    def inner(v):
        global total
        total += v
    for i in range(5):
        inner(i)
outer()
print(total)
def set_many():
    global a, b
    a, b = "A", "B"
set_many()
print(a, b)
x = "global x"
def f():
    x = "local x"
    def g():
        return x
    return g()
print(f(), x)
def h():
    return [x for _ in range(2)]
print(h())

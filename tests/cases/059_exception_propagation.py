def a():
    print("a start")
    b()
    print("a end")
def b():
    print("b start")
    c()
    print("b end")
def c():
    raise IndexError("deep")
try:
    a()
except IndexError as e:
    print("top", e)
def loop():
    for i in range(10):
        if i == 3:
            raise ValueError(i)
try:
    loop()
except ValueError as e:
    print("loop raised", e.args)

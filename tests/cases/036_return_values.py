def none1():
    return
def none2():
    pass
def multi():
    return 1, "two", [3]
def early(x):
    for i in range(10):
        if i == x:
            return i * 100
    return -1
print(none1(), none2())
print(multi())
a, b, c = multi()
print(a, b, c)
print(early(3), early(20))
def nested_return():
    while True:
        for i in range(5):
            if i == 2:
                return "out at " + str(i)
print(nested_return())

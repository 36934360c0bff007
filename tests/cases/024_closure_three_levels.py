def level1(a):
    def level2(b):
        def level3(c):
            return a + b + c
        return level3
    return level2
print(level1(1)(10)(100))
f = level1("x")("y")
print(f("z"), f("w"))
def shared():
    val = []
    def add(v):
        val.append(v)
    def get():
        return list(val)
    return add, get
add, get = shared()
add(1); add(2)
print(get())

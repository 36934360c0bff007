counter = 0
def inc():
    global counter
    counter += 1
    return counter
inc(); inc()
print(counter)
def make():
    global newvar
    newvar = "created"
make()
print(newvar)
g = 10
def reader():
    return g * 2
print(reader())
def shadow():
    g = 5
    return g
print(shadow(), g)

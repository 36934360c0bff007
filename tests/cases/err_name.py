def f():
    return undefined_thing + 1
print("start")
f()

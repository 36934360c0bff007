def f():
    global gvar
    return gvar
f()

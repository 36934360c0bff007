def f(flag):
    if flag:
        y = 1
    return y
print(f(True))
print(f(False))

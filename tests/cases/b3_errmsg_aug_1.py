def attempt(fn):
    try:
        print(fn())
    except TypeError as e:
        print(type(e).__name__, e)
def f1():
    x = 1
    x += 'a'
def f2():
    x = 'a'
    x += 1
def f3():
    x = [1]
    x -= [1]
def f4():
    x = {1}
    x += {2}
def f5():
    x = (1,)
    x += [2]
def f6():
    x = {'a': 1}
    x += {'b': 2}
def f7():
    x = None
    x *= 2
def f8():
    x = 'ab'
    x *= 'c'
def f9():
    x = {1}
    x |= [2]
def f10():
    x = [1]
    x += (2, 3)
    x += 'de'
    x *= 2
    return x
for fn in [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10]:
    attempt(fn)

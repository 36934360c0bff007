def f():
    return undefined_name
try:
    f()
except NameError as e:
    print(type(e).__name__, e)
def g():
    x = y
    y = 1
try:
    g()
except UnboundLocalError as e:
    print(type(e).__name__, e)
try:
    print(lenn([]))
except NameError as e:
    print(type(e).__name__, e)
try:
    del not_there
except NameError as e:
    print(type(e).__name__, e)
try:
    [].append.x
except AttributeError as e:
    print(type(e).__name__, e)
try:
    None.foo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    len.foo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    int.foo
except AttributeError as e:
    print(type(e).__name__, e)

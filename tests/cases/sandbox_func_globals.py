# baton-expect-error: AttributeError: 'function' object has no attribute '__globals__'
def f():
    return 1
print("start")
f.__globals__

# __debug__ is True (baton has no -O)
print(__debug__)
if __debug__:
    print("checks on")
def f():
    assert __debug__
    return __debug__ and 1
print(f())

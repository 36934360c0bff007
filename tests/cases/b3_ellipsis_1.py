x = ...
print(x, repr(x), type(x).__name__)
print([..., 1], (...,), x is ...)
def stub():
    ...
print(stub())
print(Ellipsis is ..., Ellipsis)

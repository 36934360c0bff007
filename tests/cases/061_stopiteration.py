it = iter([1, 2])
print(next(it))
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e), e.args)
print(next(it, "default"))
print(next(iter([]), None))
it2 = iter("ab")
print(list(it2), list(it2))

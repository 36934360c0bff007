# slice.indices(length): the start, stop and step a sequence of that length takes
print(slice(1, 5).indices(10), slice(None, None, -1).indices(5), slice(-100, 100, 3).indices(7))
print(slice(2**70).indices(5), slice(0, 5).indices(2**70), slice(-2**70, None, -2).indices(4))
print(slice(None).indices(0), slice(3, 1).indices(10), slice(1, 2).indices(True))
for a in [(-1,), ('x',), (), (1, 2), (-2**70,)]:
    try:
        print(slice(1, 2).indices(*a))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    slice(0, 1, 0).indices(3)
except ValueError as e:
    print('ValueError', e)

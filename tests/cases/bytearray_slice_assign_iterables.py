# bytearray slice assignment from an iterable of Python code (itertools,
# generators, user classes); numbers refused; bytearray's own range message
from itertools import repeat, count, islice
b = bytearray(6)
b[::2] = repeat(1, 3)
print(b)
b[1:3] = repeat(7, 2)
print(b)
b[0:2] = iter([9, 9])
print(b)
b[::2] = (x for x in [4, 4, 4])
print(b)
b[4:] = islice(count(65), 5)
print(b)
class Items:
    def __iter__(self):
        return iter([1, 2, 3])
b[:1] = Items()
print(b)
class Idx:
    def __index__(self):
        return 66
b[:2] = [Idx(), Idx()]
print(b)
for bad in (Idx(), 5, 'ab', 2.5, repeat(300, 1), (x for x in ['a'])):
    try:
        b[0:1] = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    b[::2] = repeat(1, 2)
except ValueError as e:
    print(e)
print(b)
from itertools import repeat
for f in (lambda: bytearray([300]), lambda: bytearray(x for x in [300]), lambda: bytearray(repeat(300, 1)), lambda: bytes(x for x in [300]), lambda: bytes([300]), lambda: bytearray(2.5), lambda: bytearray(1j)):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
b = bytearray(3)
for v in (2.5, 1j, True):
    try:
        b[0:1] = v
    except Exception as e: print(type(e).__name__, e)

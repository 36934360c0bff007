# A MemoryError inside a function: the function's frame is printed too.
def grow(n):
    return [0] * n

def outer():
    return grow(10**12)

try:
    outer()
except MemoryError as e:
    print("caught", type(e).__name__, repr(e))
outer()

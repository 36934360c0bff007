# Folding in each traceback of a chain, and in an exception handled and re-raised.
def r(n):
    if n == 0:
        raise KeyError("deep")
    return r(n - 1)

try:
    r(6)
except KeyError:
    r(4)

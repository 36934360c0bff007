# Repeated frames around the folding threshold (3 shown, then a count,
# singular for one), and two different runs of repeats in one traceback.
def down(n, then):
    if n:
        return down(n - 1, then)
    return then()

def g(n):
    if n:
        return g(n - 1)
    raise ValueError("bottom")

for depth in (2, 3, 4):
    try:
        down(depth, lambda: g(0))
    except ValueError as e:
        print(depth, e)
down(4, lambda: g(5))

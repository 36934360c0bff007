def f():
    try:
        {}["a"]
    except KeyError as e:
        raise ValueError("converted") from e
try:
    f()
except ValueError as e:
    print("caught", e)
def g():
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("no cause") from None
try:
    g()
except RuntimeError as e:
    print("caught", e)
f()

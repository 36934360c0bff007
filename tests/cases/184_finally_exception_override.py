def f():
    try:
        raise ValueError("from try")
    finally:
        raise KeyError("from finally")
try:
    f()
except KeyError as e:
    print("KeyError won:", e)
except ValueError as e:
    print("ValueError won:", e)
def g():
    try:
        return "returned"
    finally:
        print("g finally")
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                raise ValueError(i)
        except ValueError as e:
            print("caught", e)
            continue
        finally:
            print("h finally", i)
        print("after try", i)
h()

try:
    try:
        1 / 0
    except ZeroDivisionError:
        [][5]
except IndexError as e:
    print("outer got IndexError:", e)
def f():
    try:
        raise KeyError("a")
    except KeyError:
        raise ValueError("from handler")
    finally:
        print("finally still runs")
try:
    f()
except ValueError as e:
    print(e)

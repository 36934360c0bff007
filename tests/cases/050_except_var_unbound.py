e = "before"
try:
    raise ValueError("x")
except ValueError as e:
    print("in handler", e)
try:
    print(e)
except NameError as err:
    print("NameError:", err)
def f():
    try:
        1 / 0
    except ZeroDivisionError as exc:
        saved = exc
    print(type(saved) is ZeroDivisionError, saved)
    try:
        exc
    except UnboundLocalError as u:
        print(u)
f()

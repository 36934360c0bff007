def risky(n):
    if n == 0:
        return 1 / 0
    if n == 1:
        return [][1]
    if n == 2:
        return {}["x"]
    return "fine"
for n in range(4):
    try:
        print(risky(n))
    except (ZeroDivisionError, IndexError) as e:
        print("A", type(e) is ZeroDivisionError, e)
    except (KeyError,) as e:
        print("B", e)

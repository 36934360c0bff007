results = []
for x in [2, 0, "a", None, 4]:
    try:
        results.append(10 / x)
    except ZeroDivisionError:
        results.append("div0")
    except TypeError as e:
        results.append("type")
print(results)
def safe_div(a, b):
    try:
        r = a / b
    except ZeroDivisionError:
        return None
    else:
        return r
    finally:
        pass
print(safe_div(1, 4), safe_div(1, 0))

log = []
def f():
    try:
        log.append("try")
        return "from try"
    finally:
        log.append("finally")
print(f(), log)
def g():
    try:
        return "try"
    finally:
        return "finally wins"
print(g())
def h():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"
print(h())
def k():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("x set to", x)
print(k())

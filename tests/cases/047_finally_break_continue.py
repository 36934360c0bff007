for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
print("loop done")
n = 0
while True:
    try:
        n += 1
        if n == 2:
            break
    finally:
        print("while finally", n)
def f():
    for i in range(3):
        try:
            return i
        finally:
            print("leaving", i)
print(f())

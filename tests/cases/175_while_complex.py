a, b = 0, 1
fibs = []
while b < 200 and len(fibs) < 20:
    fibs.append(b)
    a, b = b, a + b
print(fibs)
n = 100
steps = 0
while n > 1 and steps < 1000:
    n = n // 2 if n % 2 == 0 else n * 3 + 1
    steps += 1
else:
    print("ended with", n, "after", steps)
stack = [10]
while stack:
    top = stack.pop()
    if top > 1:
        stack.append(top // 2)
        stack.append(top // 3)
    else:
        print(top, end=",")
print()

# Closure calls, nonlocal updates, list comprehensions and generator sums.
def make_acc():
    total = 0
    def add(v):
        nonlocal total
        total += v
        return total
    return add

acc = make_acc()
for i in range(1000000):
    acc(i & 15)
squares = 0
for rep in range(160):
    squares += sum(x * x for x in range(5000))
    squares += len([x for x in range(5000) if x % 3 == 0])
print(acc(0), squares)

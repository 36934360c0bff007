def make_counter(start=0):
    count = start
    def step(by=1):
        nonlocal count
        count += by
        return count
    return step
c1 = make_counter()
c2 = make_counter(100)
print(c1(), c1(), c1(5))
print(c2(), c2(-50))
print(c1())

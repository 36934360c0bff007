x = [1, 2]
print("before")
assert len(x) == 3, "expected three items"
print("not reached")

total = sum([1, 2, 3])
assert total == 6
print("first ok")
assert total == 7, f"total={total}"

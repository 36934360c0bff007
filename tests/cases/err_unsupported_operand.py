items = [1, 2, "3"]
total = 0
for it in items:
    total = total + it
    print(total)

items = [10, 20, 30]
total = 0
for i in range(4):
    print('index', i)
    total += items[i]
print(total)

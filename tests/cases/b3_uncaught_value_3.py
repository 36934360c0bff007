print(max([3, 4]))
print(max([]))

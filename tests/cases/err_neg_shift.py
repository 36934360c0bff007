print(1 << 3)
print(1 << -1)

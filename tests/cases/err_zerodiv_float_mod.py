print(5.5 % 2)
print(5.5 % 0.0)

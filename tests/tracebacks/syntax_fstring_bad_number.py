values = [1, 2]
print(f"{values[0]} and {1_}")

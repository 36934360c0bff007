print(float("1.5"))
print(float("1.5.2"))

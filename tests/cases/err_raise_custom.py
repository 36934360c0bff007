def check(age):
    if age < 0:
        raise ValueError("age must be non-negative, got " + str(age))
    return age
print(check(5))
check(-1)

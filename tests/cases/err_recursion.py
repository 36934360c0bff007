def down(n):
    return down(n + 1)
print("go")
down(0)

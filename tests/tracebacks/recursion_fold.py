# Unbounded recursion: CPython prints three frames, then folds the rest.
def f(n):
    return f(n + 1)

print("start")
f(0)

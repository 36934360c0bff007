for n in range(-2, 3):
    print(n, "pos" if n > 0 else "zero" if n == 0 else "neg")
x = 10
y = x * 2 if x > 5 else x / 2
print(y)
f = (lambda a: "even") if x % 2 == 0 else (lambda a: "odd")
print(f(0))
def side(v):
    print("side", v)
    return v
print(side(1) if side(True) else side(2))
print(side(1) if side(0) else side(2))
print([i if i % 2 else -i for i in range(5)])

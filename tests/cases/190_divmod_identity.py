ok = True
for a in range(-12, 13):
    for b in [-5, -3, -1, 1, 2, 7]:
        q, r = divmod(a, b)
        if q * b + r != a or q != a // b or r != a % b:
            ok = False
            print("mismatch", a, b)
        if r != 0 and (r < 0) != (b < 0):
            ok = False
print("int identity", ok)
big = [10 ** 25 + 3, -(10 ** 25) - 3]
for a in big:
    for b in [7, -7, 10 ** 12 + 1, -(10 ** 12) - 1]:
        q, r = divmod(a, b)
        print(q, r, q * b + r == a)
for a in [7.5, -7.5, 0.3]:
    for b in [2, -2, 0.1]:
        print(a, b, a // b, a % b)

a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a <= {1, 2, 3, 4, 5}, a >= {1}, not (a & {7, 8}))
c = set(a)
c |= {7}
c &= {1, 7, 2}
print(c)
c -= {1}
print(c)
c ^= {2, 3}
print(c)
print({x % 4 for x in range(20)})
print({0, -0, 0.0})

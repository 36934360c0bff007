def v(n):
    print("v", n)
    return n
print(1 < 2 < 3 < 4)
print(1 < 3 < 2)
print(v(1) < v(0) < v(5))
print(v(1) < v(2) < v(3))
x = 5
print(0 <= x < 10, 0 <= x <= 4, 5 == x == 5.0)
print(1 != 2 != 1)
print([1, 2] < [1, 3] < [2])
print("a" < "b" <= "b" < "ba")
print(1 < 2 > 0 < 5)
print(1 in [1] in [[1]])
print(x is not None is not False)

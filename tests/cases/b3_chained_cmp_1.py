print(1 < 2 < 3, 3 > 2 > 2, 1 < 3 > 2, 1 == 1.0 == True, 'a' < 'b' < 'c' != 'd')
x = 5
print(0 <= x < 10, 0 < x <= 4, x == 5 != 6, 1 < x in [5, 6], x in range(10) and x not in [1, 2])
print([1] < [2] < [3], (1,) <= (1,) < (1, 0), {1} < {1, 2} <= {1, 2, 3}, 'abc' < 'abd' <= 'abd')
print(2 ** 64 > 2 ** 63 > -2 ** 70, 1.5 < 2 < 2.5, float('inf') > 10 ** 300, -float('inf') < -10 ** 300)
print(10**20 > 1e19, 10**20 == 1e20, 2**53 + 1 > 2.0**53, 2**53 + 1 == 2.0**53 + 1, 0.1 < 1 / 9)
try:
    print(1 < 'a' < 2)
except TypeError as e:
    print(type(e).__name__, e)

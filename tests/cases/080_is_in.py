a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
print(None is None, True is True)
print(2 in a, 3 in a, 3 not in a)
print("ell" in "hello", "" in "abc", "z" not in "abc")
d = {"k": 1}
print("k" in d, 1 in d, "k" not in d)
print(1 in (1, 2), [1] in [[1], 2], (1,) in [(1,)])
print(5 in range(10), 10 in range(10), 4 in range(0, 10, 2), 5 in range(0, 10, 2))
print(1.0 in [1], True in [1], 0 in [False])
s = {1, 2, 3}
print(2 in s, 4 in s)
x = None
print(x is None, x is not None)

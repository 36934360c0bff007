print(1 == "1", [] == {}, None == 0, None == False, "" == [])
print(1 != "1", (1,) != [1])
print([1, 2, 3] < [1, 2, 4], (1, "b") > (1, "a"), "abc" > "abd")
print([1, [2, 3]] < [1, [2, 4]])
print({1, 2} < {1, 2, 3}, {1, 2} > {1}, {1, 2} < {3})
print(True > False, 2 > True, 0.5 < True)
try:
    print({} < {})
except TypeError as e:
    print(e)
try:
    print([1, "a"] < [1, 2])
except TypeError as e:
    print(e)

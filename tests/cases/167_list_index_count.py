l = ["a", "b", "a", "c", "a"]
print(l.index("a"), l.index("a", 1), l.index("a", 3), l.index("c", -3))
print(l.count("a"), l.count("z"), [1, 1.0, True].count(1))
try:
    l.index("a", 5)
except ValueError as e:
    print(e)
try:
    l.index("zz")
except ValueError as e:
    print(e)
print([[1], [1]].count([1]), (1, 2, 1).count(1))

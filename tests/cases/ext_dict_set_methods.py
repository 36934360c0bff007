# dict/set/list/str methods beyond the first-milestone list.
d = {"a": 1, "b": 2}
c = d.copy()
c["new"] = 1
print(d, c)
print(d.popitem(), d)
d.clear()
print(d, len(d))
print(dict.fromkeys([1, 2, 3], 0), dict.fromkeys("ab"))
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.issubset({1, 2, 3, 4, 5}), a.issuperset({1}), a.isdisjoint({7, 8}))
s = {5, 6}
s.update([7, 8])
print(s, s.copy() == s)
l = [1, 2]
m = l.copy()
m.append(3)
l.clear()
print(l, m)
print(range(10).index(4), range(0, 20, 3).count(9))
try:
    "abc".index("z")
except ValueError as e:
    print(e)
print("banana".count("an"), "banana".index("n"), "banana".rfind("a"), "banana".rindex("b"))

up = "abc".upper
print(up())
l = [3, 1, 2]
add = l.append
add(0)
add(9)
print(l)
srt = l.sort
srt()
print(l)
words = ["x", "y"]
j = "-".join
print(j(words))
d = {"a": 1}
getter = d.get
print(getter("a"), getter("b"), getter("b", 0))
print(list(map(str.upper, ["a", "b"])))
print(list(map("{}!".format, [1, 2])))

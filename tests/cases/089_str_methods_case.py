s = "Hello World"
print(s.upper(), s.lower(), s)
print(s.startswith("Hell"), s.startswith("hell"), s.endswith("rld"), s.endswith(""))
print(s.startswith(("x", "He")), s.endswith(("d", "z")))
print(s.startswith("World", 6), s.find("o"), s.find("o", 5), s.find("xyz"), s.find(""))
print(s.find("o", 5, 7), s.find("l", -3), "".find(""), "abc".find("", 10))
print("MiXeD 123 !".upper(), "MiXeD 123 !".lower())
print("abc".startswith(""), "".endswith("a"))

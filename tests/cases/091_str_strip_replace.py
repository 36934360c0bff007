s = "   padded \t\n"
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcba".strip("ab"), "..a..".lstrip("."), "..a..".rstrip("."))
print("aaa".replace("a", "b"), "aaa".replace("a", "b", 2), "abc".replace("", "-"))
print("hello".replace("l", "L"), "hello".replace("xyz", "q"))
print("a-b-c".replace("-", ""))

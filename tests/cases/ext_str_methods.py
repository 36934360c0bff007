# Extra str methods beyond the first-milestone list.
s = "Hello World"
print(s.count("o"), s.count("l"), s.index("W"), s.rfind("o"))
print(s.isupper(), "ABC".isupper(), "abc".islower(), "123".isdigit(), "a1".isalnum(), "ab".isalpha(), " \t".isspace())
print(s.swapcase(), s.title(), "hello world".capitalize())
print("a,b,c".rsplit(",", 1))
print("key=value=x".partition("="), "novalue".partition("="))
print("a\nb\r\nc".splitlines())
print("ab".center(6, "*"), "ab".ljust(5, "."), "ab".rjust(5), "42".zfill(5), "-42".zfill(6))
print("prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt"))
print("naïve café".upper(), "Straße".lower(), "ÉCOLE".lower())

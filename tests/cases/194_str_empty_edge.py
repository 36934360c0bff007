e = ""
print(repr(e.upper()), repr(e.strip()), e.split(), e.split(","), repr(e.join(["a", "b"])))
print(e.find(""), e.startswith(""), e.endswith(""), "" in "", "" in "abc")
print(repr(e[:]), repr(e[::-1]), repr(e * 5), len(e))
print(repr("a".replace("a", "")), repr("abc"[3:]), repr("x".strip("x")))
print(repr(" ".join([])), repr("".join(["", ""])), "".join(["a", "", "b"]))
print(repr("  ".split(" ")), repr(" a ".split(" ")))
print("".replace("", "x"), "ab".replace("", "-", 1))

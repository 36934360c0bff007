s = "a,b,,c"
print(s.split(","))
print(s.split(",", 1))
print("  many   spaces here ".split())
print("one".split(","), "".split(","), "".split())
print("a b c".split(" ", 1), "x\ny\nz".split("\n"))
print(",".join(["x", "y", "z"]), "".join([]), "-".join("abc"))
print(" ".join(str(i) for i in range(5)))
try:
    ",".join([1, 2])
except TypeError as e:
    print(e)

print(str(123) + str(4.5))
print(int("  -99 ") + 1, float(" 2.5 ") * 2)
print(repr(str(0.1)), repr(str(-0.0)))
vals = ["1", "2.5", "x", "1e3", "", " 7 "]
for v in vals:
    try:
        print(repr(v), "int", int(v))
    except ValueError as e:
        print(repr(v), "int fails:", e)
    try:
        print(repr(v), "float", float(v))
    except ValueError as e:
        print(repr(v), "float fails:", e)

print(1 and 2, 0 and 2, 1 or 2, 0 or 2)
print(None or "default", "" or [] or 0, [] and x_never)
print("a" and "b" and "c", "a" and "" and "c")
def t(v):
    print("eval", v)
    return v
print(t(0) and t(1))
print(t(1) or t(2))
print(t(1) and t(0) or t(3))
print(not t(""))
x = 5
print(0 < x and x < 10, x > 10 or x < 0)
print(True + 1, False * 3, True / 2, True & False, True | False, True ^ True)
print(bool(0), bool(1), bool(""), bool("x"), bool([]), bool([0]), bool(None), bool(0.0), bool({}), bool(()))

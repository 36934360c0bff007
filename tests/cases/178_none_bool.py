x = None
print(x, repr(x), str(x), x is None, x == None, not x)
print(True + True, True * 3, True - False, True / 2, -True, True // 1)
print(True and None, None or False, False or None)
print(1 == True, 2 == True, 0 == False, True is True)
print(repr(True), str(False), [True, None, False])
print(int(True), float(True), str(True) + "!")
print(sum([True, True, True]), max(True, 2), min(False, -1))
d = {True: "yes", None: "none"}
print(d[1], d[None])
def nothing():
    pass
print(nothing() is None, [nothing()])
print(True & True, True | False, True ^ True, ~False, True << 3)

errs = [ValueError("v"), KeyError("k"), IndexError("i"), ZeroDivisionError("z")]
for e in errs:
    print(repr(e), isinstance(e, LookupError))
types = [ValueError, TypeError]
try:
    raise types[1]("picked")
except tuple(types) as e:
    print("caught", e, type(e) is TypeError)
def raiser(cls, msg):
    raise cls(msg)
try:
    raiser(KeyError, "dyn")
except LookupError as e:
    print(repr(e))
print(ValueError("a") == ValueError("a"))

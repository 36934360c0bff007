class S:
    __slots__ = ("x",)
s = S()
try:
    print(s.__dict__)
except AttributeError as e: print("AE", e)
try:
    print(vars(s))
except TypeError as e: print("TE", e)
class T(S):
    pass
t = T(); t.y = 1
print(t.__dict__, vars(t))
class U:
    __slots__ = ("a", "__dict__")
u = U(); u.b = 2; print(u.__dict__)

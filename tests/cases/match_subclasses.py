# Subclasses of list, tuple, dict, int and str in patterns: overridden
# __len__ and get() run, int subclasses match their subject whole, a
# __match_args__ of a str subclass wins over matching the subject.
class L(list):
    def __len__(self):
        print("L.__len__")
        return super().__len__()
class D(dict):
    def get(self, k, d=None):
        print("D.get", k)
        return super().get(k, d)
    def __missing__(self, k):
        print("missing", k)
        return 0
class MyInt(int):
    pass
class MyStr(str):
    __match_args__ = ("upper_",)
    @property
    def upper_(self):
        return self.upper()
class T(tuple):
    pass
for v in [L([1, 2]), D(a=1), MyInt(5), MyStr("hi"), T((1, 2, 3)), L()]:
    match v:
        case [a, b]:
            print("pair", a, b, type(v).__name__)
        case {"a": x, "zz": y}:
            print("?", x, y)
        case {"a": x, **rest}:
            print("map", x, rest, type(rest).__name__)
        case MyInt(n):
            print("myint", n, type(n).__name__)
        case MyStr(u):
            print("mystr", u)
        case [1, *r]:
            print("tuple star", r)
        case []:
            print("empty L")
match L([1, 2, 3, 4]):
    case [a, *_, b]:
        print(a, b)

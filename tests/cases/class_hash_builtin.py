class A:
    def __hash__(self): return 5


class B:
    def __hash__(self): return "x"


class C:
    __hash__ = None


print(hash(A()))
for o in (B(), C()):
    try:
        hash(o)
    except TypeError as e:
        print(e)
print(object.__setattr__ is not None)

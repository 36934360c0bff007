class A:
    def __repr__(self): return "A!"
a = A()
print(repr(a))
print(str(a))
print(a)
print([a])
print(f"{a}")

class A:
    def __eq__(self, o):
        print("A.__eq__")
        return NotImplemented
    def __lt__(self, o):
        print("A.__lt__")
        return NotImplemented
class B:
    def __eq__(self, o):
        print("B.__eq__")
        return NotImplemented
    def __gt__(self, o):
        print("B.__gt__")
        return True
class SubA(A):
    def __eq__(self, o):
        print("SubA.__eq__")
        return True
a, b = A(), B()
print(a == b)
print(a != b)
print(a < b)
print(A() == SubA())
try:
    a > a
except TypeError as e:
    print(e)
print(a == a, [a].count(a), a in [b])

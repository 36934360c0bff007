class Base:
    registry = []
    @classmethod
    def create(cls, *a):
        obj = cls(*a)
        cls.registry.append(obj)
        return obj
    @staticmethod
    def helper(x):
        return x + 1
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"{type(self).__name__}({self.v})"
class Child(Base):
    registry = []
    @classmethod
    def create(cls, *a):
        obj = super().create(*a)
        obj.v *= 10
        return obj
    @staticmethod
    def helper(x):
        return Base.helper(x) * 2
print(Child.create(1), Base.create(2), Child.registry, Base.registry)
print(Child.helper(1), Child().helper(2) if False else Child(0).helper(3))
class Prop:
    @property
    def value(self):
        return "base"
class PropChild(Prop):
    @property
    def value(self):
        return "child+" + super().value
print(PropChild().value)

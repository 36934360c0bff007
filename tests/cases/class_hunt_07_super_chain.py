class Base:
    def __init__(self, **kw):
        print("Base.__init__", sorted(kw))
    def describe(self):
        return ["Base"]

class Logged(Base):
    def __init__(self, log=True, **kw):
        self.log = log
        super().__init__(**kw)
    def describe(self):
        return ["Logged"] + super().describe()

class Cached(Base):
    def __init__(self, size=10, **kw):
        self.size = size
        super().__init__(**kw)
    def describe(self):
        return ["Cached"] + super().describe()

class Service(Logged, Cached):
    def __init__(self, name, **kw):
        self.name = name
        super().__init__(**kw)
    def describe(self):
        return ["Service"] + super().describe()

s = Service("api", size=5, log=False)
print(s.name, s.size, s.log, s.describe())
print([k.__name__ for k in Service.__mro__])
print(super(Logged, s).describe())
class Bad(object):
    pass
try:
    class X(Logged, Service):
        pass
except TypeError as e:
    print(e)

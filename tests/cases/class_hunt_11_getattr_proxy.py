class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_log", [])
    def __getattr__(self, name):
        self._log.append(("get", name))
        return getattr(self._target, name)
    def __setattr__(self, name, value):
        self._log.append(("set", name))
        setattr(self._target, name, value)
    def __delattr__(self, name):
        self._log.append(("del", name))
        delattr(self._target, name)

class Obj:
    def __init__(self):
        self.a = 1
    def hello(self):
        return f"hello {self.a}"

o = Obj()
p = Proxy(o)
print(p.a, p.hello())
p.a = 5
print(o.a, p.hello())
p.b = 2
del p.b
try:
    p.missing
except AttributeError as e:
    print("AE", e)
print(p._log)
print(hasattr(p, "zzz"), getattr(p, "zzz", "dflt"))

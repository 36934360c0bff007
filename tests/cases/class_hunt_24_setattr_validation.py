class Frozen:
    _frozen = False
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
        self._frozen = True
    def __setattr__(self, name, value):
        if self._frozen:
            raise AttributeError(f"{type(self).__name__} is frozen; cannot set {name!r}")
        super().__setattr__(name, value)
    def __delattr__(self, name):
        raise AttributeError(f"cannot delete {name!r}")
    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items() if k != "_frozen")
        return f"Frozen({inner})"
    def __eq__(self, other):
        return type(other) is type(self) and vars(self) == vars(other)
    def __hash__(self):
        return hash(tuple(sorted((k, v) for k, v in vars(self).items())))

f = Frozen(a=1, b="x")
print(f, f.a, f == Frozen(a=1, b="x"), len({f, Frozen(a=1, b="x")}))
for op in ("set", "del"):
    try:
        if op == "set":
            f.a = 2
        else:
            del f.a
    except AttributeError as e:
        print(e)
object.__setattr__(f, "a", 99)
print(f.a)

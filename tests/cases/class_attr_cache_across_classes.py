# One attribute site sees instances of several classes: what it learnt about
# one class's instances (a name absent from their attributes) must not be
# taken for another's, even when both classes' instances have as many
# attributes.  (A subclass shares its base's __init__, so the same lines
# read and write both.)
class Base:
    kind = "class attribute"

    def __init__(self, mode):
        self.a = 1
        if mode == "extra":
            self.extra = 0
        elif mode == "own":
            self.kind = "own attribute"

    def get(self):
        return self.kind

    def run(self):
        return self.act()

    def act(self):
        return "method"


class Sub(Base):
    pass


class Other(Base):
    pass


print(Base("extra").get())
print(Base("plain").get())
print(Sub("own").get())
print(Other("plain").get())
print(Other("own").get())

# a method the instance shadows, seen first on a class whose instances do not
b = Base("extra")
print(b.run())
s = Sub("plain")
s.act = lambda: "instance attribute"
print(s.run())


# getattr through many classes at one site, each with its own layout
def read(o):
    return o.kind


classes = [type(f"C{i}", (Base,), {}) for i in range(6)]
for i, c in enumerate(classes):
    o = c("plain")
    for j in range(i % 3):
        setattr(o, f"x{j}", j)
    if i % 2:
        o.kind = f"own {i}"
    print(c.__name__, read(o))

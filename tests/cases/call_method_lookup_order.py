# obj.m(args): the method is looked up before the arguments run (CPython's
# LOAD_METHOD), whatever the receiver
import json

log = []
def note(x):
    log.append(x)
    return x

class C:
    def m(self, *a):
        return ("m", a)

o = C()
def replace_on_instance():
    o.m = lambda *a: ("instance", a)
    return 1
print(o.m(replace_on_instance()), o.m(2))

def delete_from_class():
    del C.m
    return 2
o2 = C()
print(o2.m(delete_from_class()))

class D:
    pass
for recv in [D(), None, 5, "s", [1], {"a": 1}, json, D]:
    log.clear()
    try:
        recv.nope(note("arg ran"))
    except AttributeError as e:
        print("AttributeError:", e, log)

class G:
    calls = 0
    def __getattr__(self, name):
        G.calls += 1
        log.append("getattr " + name)
        return lambda *a: (name, a)
log.clear()
print(G().anything(note("x")), log, G.calls)

class P:
    @property
    def fn(self):
        log.append("getter")
        return lambda *a: ("prop", a)
log.clear()
print(P().fn(note("p")), log)

class Base:
    def greet(self, who):
        return "base " + who
class Kid(Base):
    def greet(self, who):
        return "kid/" + super().greet(note(who))
print(Kid().greet(note("ann")))

lst = []
lst.append(note(len(lst)))
lst.append(-1)
d = {"k": 1}
print(lst, d.get(note("k"), note(0)), "a-b".split(note("-")), log[-4:])

class K:
    @classmethod
    def make(cls, x):
        return (cls.__name__, x)
    @staticmethod
    def st(x):
        return ("st", x)
def swap_k():
    K.make = classmethod(lambda cls, x: ("swapped", x))
    return 3
print(K.make(swap_k()), K.make(4), K.st(note(5)))

orig = json.dumps
def swap_json():
    json.dumps = lambda x: "swapped"
    return [1]
print(json.dumps(swap_json()), json.dumps([2]))
json.dumps = orig

def gen():
    r = []
    r.append((yield 1))
    r.append((yield 2))
    return r
g = gen()
next(g); g.send("a")
try:
    g.send("b")
except StopIteration as e:
    print(e.value)

class Raiser:
    @property
    def bad(self):
        raise KeyError("from getter")
try:
    Raiser().bad(note(1))
except KeyError as e:
    print("KeyError", e, log[-1])

# print writes each argument as it goes: one whose __str__ raises leaves the
# ones before it (and the separator) written, to stdout and to a file=
import io
class Bad:
    def __str__(self): raise ValueError("bad str")
try:
    print(1, "two", Bad(), 4)
except ValueError as e:
    print("\ncaught", e)
try:
    print(1, 2, sep=Bad())
except TypeError as e:
    print("caught", e)
try:
    print(1, 2, end=5)
except TypeError as e:
    print("caught", e)
buf = io.StringIO()
try:
    print("a", "b", Bad(), file=buf, sep="-")
except ValueError as e:
    print("caught", e, repr(buf.getvalue()))
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = W()
try:
    print("x", 3, Bad(), file=w, end="!")
except ValueError:
    print(w.parts)
w = W()
print("x", 3, file=w, end="!", sep="+")
print(w.parts)
w = W()
print(file=w)
print(w.parts)
class R:
    def __repr__(self): raise KeyError("r")
try:
    print([R()])
except KeyError as e:
    print("caught", e)
try:
    print("before", [1, R()])
except KeyError as e:
    print("\ncaught", e)
try:
    print(1, file=3)
except AttributeError as e:
    print("caught", e)
print(1, 2, sep=None, end=None)
class Fl:
    def __init__(self): self.n = 0
    def write(self, s): pass
    def flush(self): print("flushed")
print("q", file=Fl(), flush=True)
try:
    print("a", 10**5000)
except ValueError as e:
    print("\ncaught", str(e)[:30])
print("x", "y", sep="", end="")
print()

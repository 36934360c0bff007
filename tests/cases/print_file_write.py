# print(file=...) writes through the file's write method: an agent that
# builds a report in an io.StringIO, or prints to sys.stdout explicitly.
import io
import sys

buf = io.StringIO()
print("Report", file=buf)
print("rows:", 3, "cols:", 2, sep="|", end=";\n", file=buf)
print(file=buf)
print(1.5, None, [1, "a"], {"k": (2,)}, file=buf, flush=True)
text = buf.getvalue()
print(repr(text))
print("to stdout", 42, file=sys.stdout)
print("no newline", end="", file=sys.stdout)
print(" ...then one", file=None)

class Collector:
    def __init__(self):
        self.parts = []
        self.flushed = 0
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        self.flushed += 1

c = Collector()
print("a", "b", 3, sep=", ", file=c)
print("x", file=c, flush=True)
print(c.parts, c.flushed)
for bad in [42, "str"]:
    try:
        print("x", file=bad)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    print("x", sep=1, file=buf)
except TypeError as e:
    print("TypeError:", e)

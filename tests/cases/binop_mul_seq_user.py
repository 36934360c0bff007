# seq * instance (no __index__, no __rmul__): CPython's "can't multiply
# sequence" message, also for library classes that are C types in CPython
import datetime
class A:
    pass
class R:
    def __rmul__(self, other):
        return ("rmul", other)
for f in [lambda: A() * "x", lambda: "x" * A(), lambda: [1] * A(), lambda: A() * (1,),
          lambda: datetime.timedelta(1) * "x", lambda: A() + "x", lambda: "x" * R()]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
x = [1]
try:
    x *= A()
except TypeError as e:
    print("TypeError:", e)

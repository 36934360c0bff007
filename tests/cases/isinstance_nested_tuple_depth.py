# isinstance/issubclass walk a nested tuple of classes; nested deeper than
# the recursion limit it is a RecursionError (tests/limits/run.py nests
# 10**6 deep: never a C stack overflow)
t = (int,)
for i in range(10):
    t = (t, str)
print(isinstance(1, t), isinstance("a", t), isinstance(1.5, t), issubclass(bool, t))

deep = ()
for i in range(3000):
    deep = (deep,)
for f in (lambda: isinstance(1, deep), lambda: issubclass(int, deep)):
    try:
        f()
    except RecursionError as e:
        print("RecursionError:", e)

deep = (float,)
for i in range(500):
    deep = (deep,)
print(isinstance(1.0, deep), issubclass(int, deep))

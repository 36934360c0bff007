class A:
    def __int__(self): return 123
class B:
    def __index__(self): return 7
class F:
    def __float__(self): return 1.5
class AB:
    def __int__(self): return 1
    def __index__(self): return 2
    def __float__(self): return 3.5
class MyInt(int):
    def __int__(self): return 99
for fmt in ['%d','%i','%u','%x','%o','%c','%f','%e','%g', '%5.2f|%-4d']:
    for v in (A(),B(),F(),AB(),MyInt(5)):
        try: print(fmt, type(v).__name__, repr(fmt % v if '|' not in fmt else fmt % (v, v)))
        except Exception as e: print(fmt, type(v).__name__, type(e).__name__, e)
print("%(a)d %(b)x" % {"a": A(), "b": B()})

class C:
    def __enter__(self): return self
    def __exit__(self, t, v, tb): return t is KeyError
def f(xs):
    for x in xs:
        with C() as a, C() as (b, c), C() as d[0]:
            if x: continue
            try:
                return x
            finally:
                break
with C():
    raise KeyError

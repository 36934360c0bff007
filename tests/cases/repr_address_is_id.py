# reprs show id() as the address (a made-up number, never where the object lives)
import re
def f(): yield 1
async def c(): pass
class A:
    def m(self): pass
objs = [f, f(), iter([]), [].append, str.upper, map(f, []), A().m, A(), object(), (lambda: 0), c()]
for o in objs:
    r = repr(o)
    m = re.search(r'0x([0-9a-f]+)', r)
    print(re.sub(r'0x[0-9a-f]+', '0xADDR', r), m is not None and (int(m.group(1), 16) == id(o) or type(o).__name__ in ('builtin_function_or_method', 'method')))
objs[-1].close()

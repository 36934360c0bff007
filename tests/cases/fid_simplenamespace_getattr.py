# SimpleNamespace: no __getattr__ of its own (CPython's C type), its errors name the class
import types
class N(types.SimpleNamespace): pass
for o in (types.SimpleNamespace(a=1), N(b=2)):
    try: o.x
    except AttributeError as e: print(e)
    try: del o.y
    except AttributeError as e: print(e)
    print('__getattr__' in dir(o), hasattr(o, '__getattr__'), o)
    print(getattr(o, 'zz', 5))

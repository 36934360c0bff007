# More private-name corners: class keywords stay unmangled, qualnames keep the
# written name, async and generator methods, the innermost class's prefix.
import asyncio
class Base:
    def __init_subclass__(cls, **kw):
        print("subclass kw", kw)
class A:
    __t = 1
    class Sub(Base, __tag=1): pass
    def __m(self):
        def f(): pass
        return f.__qualname__, (lambda: 0).__qualname__, [g.__qualname__ for g in [f]]
    async def __am(self):
        await asyncio.sleep(0)
        return self.__t
    def __gen(self):
        yield self.__t
    def run(self):
        return self.__m(), asyncio.run(self.__am()), list(self.__gen())
    __t2 = __t
    del __t
    __t = __t2
    try:
        print(__t)
    except NameError as e:
        print("NameError", e)
print(A().run(), hasattr(A, "_A__t"))
class B:
    __v = 10
    def f(self):
        class C:
            nonlocal_test = 1
            def g(inner):
                return self.__v
        return C().g()
try:
    B().f()
except AttributeError as e:
    print('AttributeError:', e)
class E:
    def f(self):
        try:
            raise ValueError
        except ValueError as __err:
            return type(__err).__name__, __err.__class__.__name__
print(E().f())
class F:
    __z = 3
    def f(self, k=__z, *, kk=__z + 1):
        return k, kk
print(F().f(), F.f.__defaults__, F.f.__kwdefaults__)
class G:
    __items = {"a": 1}
    def f(self):
        return {**self.__items, "b": 2}, [*self.__items], f"{self.__items=}"
print(G().f())

# Mangling reaches every scope nested in a class; the nearest class wins.


def deco(tag):
    def wrap(f):
        f.tag = tag
        return f
    return wrap


class Outer:
    __a = "outer-a"
    __items = [1, 2, 3]
    # class-level comprehension: the first iterable is evaluated in the class
    __doubled = [__x * 2 for __x in __items]
    __pairs = {__k: __v for __k, __v in zip("ab", __items)}
    __gen_sum = sum(__n for __n in __items)
    __lam = staticmethod(lambda __p=__a: __p + "!")

    @deco(__a)
    def method(self, __arg="d"):
        def inner(__q):
            return __q + __arg
        __local = [__z for __z in (inner("x"), inner("y"))]
        return __local, (lambda __w: __w * 2)(__arg), self.__a

    def closures(self):
        __count = 0

        def bump():
            nonlocal __count
            __count += 1
            return __count

        bump()
        bump()
        return __count, bump.__code__.co_freevars if hasattr(bump, "__code__") else None

    def walrus(self):
        data = [1, 2, 3]
        found = [(__y := v) for v in data if v > 1]
        return found, __y

    class __Inner:
        __b = "inner-b"

        def get(self):
            # the inner class's own prefix: _Inner__b (leading underscores stripped)
            return self.__b, type(self).__name__

        def outer_attr(self):
            try:
                return Outer.__a
            except AttributeError as e:
                return "AttributeError: " + str(e)

    def make_inner(self):
        return self.__Inner()

    def nested_class_in_method(self):
        class Local:
            __c = "local-c"

            def get(self):
                return self.__c

        return Local().get(), sorted(k for k in Local.__dict__ if k.endswith("__c"))


o = Outer()
print(Outer._Outer__doubled, Outer._Outer__pairs, Outer._Outer__gen_sum)
print(Outer._Outer__lam(), Outer.method.tag)
print(o.method())
print(o.closures()[0])
print(o.walrus())
i = o.make_inner()
print(i.get(), i.outer_attr(), Outer._Outer__Inner.__qualname__)
print(o.nested_class_in_method())
print(sorted(k for k in Outer.__dict__ if k.startswith("_Outer")))


# globals declared inside a method are mangled too
class G:
    def set(self):
        global __g
        __g = "global-g"

    def get(self):
        return __g


G().set()
print(_G__g, G().get())

# a class inside a function inside a class: the innermost class's prefix
class A:
    def f(self):
        __v = "in-f"

        class B:
            def g(self):
                try:
                    return __v
                except NameError as e:
                    return "NameError: " + str(e)

        return B().g(), __v


print(A().f())

# decorators, defaults and bases of a class statement are evaluated outside it
__module_level = "module"


class M:
    __x = "M-x"

    class N(object):
        __y = "N-y"
        z = __y

    def f(self, p=__x):
        return p


print(M.N.z, M().f(), M._M__N if hasattr(M, "_M__N") else "no _M__N", [k for k in M.N.__dict__ if "y" in k])
print(__module_level)

# f-strings, conditional expressions and generator bodies
class F:
    __name = "eff"

    def show(self):
        return f"{self.__name}-{F.__name!r}-{[__c for __c in self.__name]}"

    def gen(self):
        __i = 0
        while __i < 3:
            yield self.__name[__i]
            __i += 1


print(F().show(), list(F().gen()))

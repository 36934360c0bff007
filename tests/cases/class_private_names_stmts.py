# Mangling in every binding statement, patterns, super() and __slots__.
import contextlib


class Stmts:
    import json as __json
    from math import floor as __floor
    import collections.abc

    def run(self):
        out = []
        for __i in range(2):
            out.append(__i)
        try:
            raise ValueError("v")
        except ValueError as __e:
            out.append(repr(__e))
        with contextlib.nullcontext("cm") as __cm:
            out.append(__cm)
        __t = [1]
        __t += [2]
        (__a, *__rest) = (1, 2, 3)
        out.extend([__t, __a, __rest, self.__json.dumps([1]), self.__floor(2.5)])
        del __t
        try:
            __t
        except UnboundLocalError as e:
            out.append(str(e))
        self.__attr = 1
        self.__attr += 1
        out.append(self.__attr)
        del self.__attr
        out.append(hasattr(self, "_Stmts__attr"))
        return out


print(Stmts().run())
print(sorted(k for k in Stmts.__dict__ if "json" in k or "floor" in k or k == "collections"))


# imports of private module names mangle too (not a dotted name)
class Imp:
    def a(self):
        try:
            import __nosuchmod
        except ImportError as e:
            return type(e).__name__, str(e)

    def b(self):
        try:
            from math import __nosuch
        except ImportError as e:
            return type(e).__name__, str(e).split(" (")[0]


print(Imp().a(), Imp().b())


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class Matcher:
    def m(self, subject):
        match subject:
            case Point(x=0, y=__y):
                return "on y axis", __y
            case [__first, *__others]:
                return "seq", __first, __others
            case {"k": __kv, **__more}:
                return "map", __kv, __more
            case str() as __s:
                return "str", __s
            case __anything:
                return "other", __anything

    def names(self):
        self.m(7)
        return sorted(n for n in ("_Matcher__anything",) if n)

    def kw_pattern(self, obj):
        # a class pattern's keyword names are not mangled in 3.11
        match obj:
            case Point(__hidden=1):
                return "unmangled keyword"
            case _:
                return "no match"


mt = Matcher()
print(mt.m(Point(0, 5)), mt.m([1, 2, 3]), mt.m({"k": 1, "z": 2}), mt.m("s"), mt.m(4.5))
p = Point(1, 2)
p.__hidden = 1
print(mt.kw_pattern(p))


# super() and private names
class Parent:
    __tag = "parent"

    def __helper(self):
        return "parent helper"

    def call(self):
        return self.__helper()


class Kid(Parent):
    __tag = "kid"

    def __helper(self):
        return "kid helper"

    def both(self):
        try:
            via_super = super().__helper()
        except AttributeError as e:
            via_super = "AttributeError: " + str(e)
        return self.__helper(), self.call(), via_super, super()._Parent__tag, self.__tag


print(Kid().both())


# __slots__ entries are mangled by the class machinery
class Slotted:
    __slots__ = ("__secret", "plain")

    def __init__(self):
        self.__secret = "s"
        self.plain = "p"

    def get(self):
        return self.__secret


s = Slotted()
print(s.get(), s._Slotted__secret, Slotted.__slots__)
try:
    s.__secret = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    s.other = 1
except AttributeError as e:
    print("AttributeError:", e)
print([n for n in dir(s) if "secret" in n or n == "plain"])


class _Under:
    __slots__ = "__one"

    def __init__(self):
        self.__one = 1


print(_Under()._Under__one)


# staticmethod, classmethod and property under private names
class Methods:
    __factor = 3

    @staticmethod
    def __double(x):
        return 2 * x

    @classmethod
    def __triple(cls, x):
        return cls.__factor * x

    @property
    def __prop(self):
        return "prop"

    def use(self):
        return self.__double(2), self.__triple(2), self.__prop, Methods.__double(5)


print(Methods().use())

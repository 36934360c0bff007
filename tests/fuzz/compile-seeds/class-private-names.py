class _A:
    __x = 1
    __slots__ = ("__s",)
    __l = [__i * __x for __i in range(2)]
    def __m(self, __p, *, __k=2, **__kw):
        global __g
        import math as __math
        def inner():
            nonlocal __p
            __p += 1
            return __p, self.__s, __g
        try:
            raise KeyError
        except KeyError as __e:
            pass
        match __p:
            case [__a, *__r] | (__a, __r): pass
            case {"k": __v, **__rest}: pass
            case _A(__x=__y): pass
        return inner(), lambda __q=__k: __q, f"{self.__x!r}", super().__x
    class __In:
        __y = __x = 2
        def f(self): return self.__y, _A.__x
del _A._A__x

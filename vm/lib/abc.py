# abc: ABC and abstractmethod.  An abstract method is recorded in this
# module's registry (a dict keyed by the function); ABC.__new__ refuses to
# build an instance of a class whose MRO still resolves a name to a
# registered function, with CPython's TypeError.  ABCMeta is accepted as a
# base-class marker only (no metaclasses in baton); register() and
# __subclasshook__ virtual subclasses are not supported.

_abstract = {}


def abstractmethod(funcobj):
    _abstract[funcobj] = True
    return funcobj


def _is_abstract(v):
    if isinstance(v, property):
        return _is_abstract(v.fget) or _is_abstract(v.fset) or _is_abstract(v.fdel)
    if isinstance(v, (staticmethod, classmethod)):
        v = v.__func__
    try:
        return v in _abstract
    except TypeError:
        return False


def _abstract_names(cls):
    seen = {}
    for k in cls.__mro__:
        try:
            d = vars(k)
        except TypeError:
            continue
        for name, v in d.items():
            if name not in seen:
                seen[name] = _is_abstract(v)
    return sorted(n for n, a in seen.items() if a)


class ABC:
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        names = _abstract_names(cls)
        if names:
            raise TypeError(f"Can't instantiate abstract class {cls.__name__} with "
                            f"abstract method{'s' if len(names) > 1 else ''} "
                            f"{', '.join(names)}")
        return object.__new__(cls)


ABCMeta = ABC


def get_cache_token():
    return 0


def update_abstractmethods(cls):
    return cls


abstractproperty = property

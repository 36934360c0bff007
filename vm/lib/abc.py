# abc: ABCMeta, ABC, abstractmethod and friends.
#
# ABCMeta is a metaclass of the library's (vm/class.h, Class.meta): this
# module attaches it to ABC through its private native _set_meta and
# deletes that name; classes derived from ABC, and classes written with
# `metaclass=ABCMeta` (or a program's metaclass deriving from it), have
# it as their type.  The class statement calls
# ABCMeta._baton_build_ on each new such class: it computes
# __abstractmethods__, records the class as a subclass of its ABC bases
# (CPython walks __subclasses__, which baton does not expose), and gives a
# class with abstract methods a __new__ that refuses to instantiate it with
# CPython's TypeError.  isinstance/issubclass against such a class call
# ABCMeta.__instancecheck__/__subclasscheck__ (vm/builtins.c): CPython's
# algorithm (positive and negative caches, __subclasshook__, MRO,
# registry, subclasses).  An abstract method is recorded in this module's
# registry (a dict keyed by the function; snapshots cannot store
# attributes of functions yet, so no __isabstractmethod__).  Namespaces are
# read with the private _class_ns (a copy of the class's dict), not vars():
# vars() of a class makes a mappingproxy, whose first use imports types.
# One entry of a namespace is read with _class_own (no copy; the same
# filter), which answers _BUILTIN for a builtin type: _class_ns then.

_abstract = {}
_invalidation = [0]   # bumped by register: negative caches are then stale


def abstractmethod(funcobj):
    _abstract[funcobj] = True
    return funcobj


# the deprecated forms: baton's classmethod, staticmethod and property
# take no subclasses, so these give the decorated object (abstract)
def abstractclassmethod(callable):
    return classmethod(abstractmethod(callable))


def abstractstaticmethod(callable):
    return staticmethod(abstractmethod(callable))


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    return property(fget if fget is None else abstractmethod(fget), fset, fdel, doc)


_function = type(abstractmethod)


def _is_abstract(v):
    if isinstance(v, property):
        return _is_abstract(v.fget) or _is_abstract(v.fset) or _is_abstract(v.fdel)
    if isinstance(v, (staticmethod, classmethod)):
        v = v.__func__
    try:
        return v in _abstract
    except TypeError:
        return False


class _Impl:
    # an ABC's private state (CPython keeps the same in _abc_impl)
    __slots__ = ('registry', 'cache', 'negative', 'negative_version', 'subclasses')

    def __init__(self):
        self.registry = []
        self.cache = set()
        self.negative = set()
        self.negative_version = _invalidation[0]
        self.subclasses = []


def _abc_new(cls, *args, **kwargs):
    names = cls.__abstractmethods__
    if names:
        names = sorted(names)
        raise TypeError(f"Can't instantiate abstract class {cls.__name__} with "
                        f"abstract method{'s' if len(names) > 1 else ''} "
                        f"{', '.join(names)}")
    return _object_new_any(cls)


# (getattr refuses dunder names in baton: these read them directly)
def _mro(cls):
    try:
        return cls.__mro__
    except AttributeError:
        return ()


def _abstracts_of(cls):
    # CPython's type.__abstractmethods__ reads the class's own namespace
    # only; a builtin type has none
    return _class_own(cls, '__abstractmethods__', (), ())


_ABSENT = object()
_BUILTIN = object()


def _own(k, name):
    # k.__dict__[name], or _ABSENT; TypeError for a type without a namespace
    v = _class_own(k, name, _ABSENT, _BUILTIN)
    if v is _BUILTIN:
        return _class_ns(k).get(name, _ABSENT)
    return v


def _compute_abstracts(cls):
    abstracts = set()
    for name, value in _class_ns(cls).items():
        # (a plain function, the common entry, is abstract when registered;
        # a str, tuple or None, a namespace's __module__, __qualname__,
        # __slots__ or __doc__, never is: abstractmethod cannot mark one)
        t = type(value)
        if (value in _abstract if t is _function else
                t is not str and t is not tuple and value is not None and _is_abstract(value)):
            abstracts.add(name)
    for base in cls.__bases__:
        for name in _abstracts_of(base):
            found = None
            for k in cls.__mro__:
                try:
                    v = _own(k, name)
                except TypeError:
                    continue
                if v is not _ABSENT:
                    found = v
                    break
            if _is_abstract(found):
                abstracts.add(name)
    return frozenset(abstracts)


def _own_new(cls):
    # does a class of cls's MRO other than object define __new__ itself?
    for k in cls.__mro__:
        if k is object:
            return False
        try:
            v = _own(k, '__new__')
        except TypeError:
            return True    # a builtin base (dict, list...) makes the instance
        if v is not _ABSENT:
            return v is not _abc_new_static
    return False


class ABCMeta:
    def _baton_build_(cls, ns, kwds):
        cls._abc_impl = _Impl()
        cls.__abstractmethods__ = _compute_abstracts(cls)
        for base in cls.__bases__:     # (in the order of the MRO)
            # (a builtin type keeps no _abc_impl)
            impl = _class_own(base, '_abc_impl', None, None)
            if impl is not None:
                impl.subclasses.append(cls)
        if cls.__abstractmethods__ and not _own_new(cls):
            cls.__new__ = _abc_new_static

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError('Refusing to create an inheritance cycle')
        cls._abc_impl.registry.append(subclass)
        _invalidation[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        hook = getattr(cls, '_abc_instancehook', None)
        if hook is not None:
            r = hook(cls, instance)
            if r is not None:
                return r
        subclass = type(instance)
        impl = cls._abc_impl
        if subclass in impl.cache:
            return True
        if impl.negative_version == _invalidation[0] and subclass in impl.negative:
            return False
        return cls.__subclasscheck__(subclass)

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        impl = cls._abc_impl
        if subclass in impl.cache:
            return True
        if impl.negative_version != _invalidation[0]:
            impl.negative = set()
            impl.negative_version = _invalidation[0]
        elif subclass in impl.negative:
            return False
        try:
            hook = cls.__subclasshook__
        except AttributeError:
            hook = None
        ok = NotImplemented if hook is None else hook(subclass)
        if ok is not NotImplemented:
            if ok:
                impl.cache.add(subclass)
            else:
                impl.negative.add(subclass)
            return ok
        if cls in _mro(subclass):
            impl.cache.add(subclass)
            return True
        for rcls in impl.registry:
            if issubclass(subclass, rcls):
                impl.cache.add(subclass)
                return True
        for scls in impl.subclasses:
            if issubclass(subclass, scls):
                impl.cache.add(subclass)
                return True
        impl.negative.add(subclass)
        return False

    def _dump_registry(cls, file=None):
        print(f'Class: {cls.__module__}.{cls.__qualname__}')


_abc_new_static = staticmethod(_abc_new)


class ABC:
    __slots__ = ()


_set_meta(ABC, ABCMeta)
del _set_meta
ABC._abc_impl = _Impl()
ABC.__abstractmethods__ = frozenset()


def get_cache_token():
    return _invalidation[0]


def update_abstractmethods(cls):
    try:
        cls.__abstractmethods__
    except AttributeError:
        return cls
    cls.__abstractmethods__ = _compute_abstracts(cls)
    return cls

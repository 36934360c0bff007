# types: the names of CPython's types module that a sandboxed program can
# use.  The type objects are the builtin ones (type(f), type(len)...);
# UnionType and GenericAlias are what `int | None` and `list[int]` make;
# SimpleNamespace and MappingProxyType are small classes written here.
# TracebackType is the type of e.__traceback__ (it makes no instances).
# Not here: CodeType, FrameType, CellType and the other interpreter
# internals (baton exposes none of them).  new_class,
# prepare_class and resolve_bases follow CPython's rules for metaclasses
# and __mro_entries__.  coroutine() cannot mark a generator function's code as
# CPython does (there are no code objects): it wraps the function, whose
# generators come out inside an awaitable that hands them to `await`.

def _f():
    pass


import sys as _sys


async def _c():
    pass


def _g():
    yield


async def _ag():
    yield


class _C:
    def _m(self):
        pass


_co = _c()
# each type is the type of a sample value made above
(FunctionType, GeneratorType, CoroutineType, AsyncGeneratorType, MethodType,
 BuiltinFunctionType, BuiltinMethodType, ModuleType, NoneType, EllipsisType,
 NotImplementedType, GenericAlias, UnionType) = map(type, (
    _f, _g(), _co, _ag(), _C()._m, len, [].append, _sys, None, ..., NotImplemented,
    list[int], int | str))
LambdaType = FunctionType
try:
    raise TypeError
except TypeError as _e:
    TracebackType = type(_e.__traceback__)
_co.close()
del _f, _c, _g, _ag, _C, _co, _sys


class SimpleNamespace:
    __hash__ = None

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        if self in _repr_running:
            return name + '(...)'
        _repr_running.append(self)
        try:
            return name + '(' + ', '.join([f'{k}={v!r}' for k, v in vars(self).items()]) + ')'
        finally:
            _repr_running.remove(self)

    def __eq__(self, other):
        if not isinstance(self, SimpleNamespace) or not isinstance(other, SimpleNamespace):
            return NotImplemented
        return vars(self) == vars(other)


_repr_running = []   # namespaces whose repr is being made (a cycle shows as ...)


class mappingproxy:
    # MappingProxyType: a read-only view of a mapping.  It stands for a C
    # type (vm/obj.c class_is_ctype): its private slot _mapping is reached
    # by this module's code only, so a proxy the library makes (a class's
    # __dict__) hands out nothing but what its methods return.
    __module__ = 'builtins'
    __slots__ = ('_mapping',)

    def __new__(cls, *args, **kwargs):
        n = len(args) + len(kwargs)
        if n > 1:
            raise TypeError(f"mappingproxy() takes at most 1 "
                            f"{'keyword argument' if not args else 'argument'} ({n} given)")
        if not args and 'mapping' not in kwargs:
            raise TypeError("mappingproxy() missing required argument 'mapping' (pos 1)")
        mapping = args[0] if args else kwargs['mapping']
        if not hasattr(mapping, 'keys') or not hasattr(mapping, '__getitem__') or \
                isinstance(mapping, (list, tuple)):
            raise TypeError(f'mappingproxy() argument must be a mapping, not {type(mapping).__name__}')
        self = object.__new__(cls)
        object.__setattr__(self, '_mapping', mapping)
        return self

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 'mappingproxy' is not an acceptable base type")

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute '{name}'")

    def __getitem__(self, key):
        return self._mapping[key]

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        if isinstance(other, MappingProxyType):
            other = other._mapping
        return self._mapping | other

    def __ror__(self, other):
        m = self._mapping
        # a class's __dict__ (the prelude's _ClassNamespace): what it holds now
        if type(m).__qualname__ == '_ClassNamespace' and type(m).__module__ == 'builtins':
            m = m.copy()
        return other | m

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __repr__(self):
        return f'mappingproxy({self._mapping!r})'

    def __str__(self):
        return str(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __class_getitem__(cls, item):
        return GenericAlias(cls, item)


MappingProxyType = mappingproxy
del mappingproxy


class _AwaitableGenerator:
    # a generator made by a function decorated with coroutine(): what
    # `await` takes (its __await__ is the generator itself), and otherwise
    # the generator it holds (iteration, send, throw, close, repr)
    __slots__ = ('_gen',)

    def __init__(self, gen):
        self._gen = gen

    def __await__(self):
        return self._gen

    def __iter__(self):
        return self._gen

    def __next__(self):
        return next(self._gen)

    def send(self, value):
        return self._gen.send(value)

    def throw(self, *args):
        return self._gen.throw(*args)

    def close(self):
        return self._gen.close()

    def __repr__(self):
        return repr(self._gen)


def coroutine(func):
    if callable(func) is False:
        raise TypeError('types.coroutine() expects a callable')
    import inspect
    if inspect.iscoroutinefunction(func) or inspect.isasyncgenfunction(func):
        return func
    import functools

    @functools.wraps(func)
    def made(*args, **kwargs):
        out = func(*args, **kwargs)
        if type(out) is GeneratorType:
            return _AwaitableGenerator(out)
        return out
    return made


def resolve_bases(bases):
    # each base that is not a class but has __mro_entries__ is replaced by
    # the classes that method gives; the tuple itself when nothing changed
    out = []
    changed = False
    for base in bases:
        hook = None if isinstance(base, type) else getattr(base, '__mro_entries__', None)
        if hook is None:
            out.append(base)
            continue
        entries = hook(bases)
        changed = True
        if not isinstance(entries, tuple):
            raise TypeError('__mro_entries__ must return a tuple')
        out.extend(entries)
    return tuple(out) if changed else bases


def _winning_meta(meta, bases):
    # the most derived of meta and the bases' metaclasses (the class
    # statement's own rule is the prelude's _meta_winner, which a module
    # cannot reach)
    for kind in map(type, bases):
        if not issubclass(meta, kind):
            if not issubclass(kind, meta):
                raise TypeError('metaclass conflict: the metaclass of a derived '
                                'class must be a (non-strict) subclass of the '
                                'metaclasses of all its bases')
            meta = kind
    return meta


def prepare_class(name, bases=(), kwds=None):
    kwds = {} if kwds is None else dict(kwds)
    # the metaclass given, or the first base's; a class among them is
    # narrowed to the most derived metaclass of the bases
    meta = kwds.pop('metaclass', type(bases[0]) if bases else type)
    meta = _winning_meta(meta, bases) if isinstance(meta, type) else meta
    prepare = getattr(meta, '__prepare__', None)
    ns = prepare(name, bases, **kwds) if prepare is not None else {}
    return meta, ns, kwds


def _no_body(ns):
    pass


def new_class(name, bases=(), kwds=None, exec_body=None):
    real = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, real, kwds)
    (_no_body if exec_body is None else exec_body)(ns)
    if real is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, real, ns, **kwds)

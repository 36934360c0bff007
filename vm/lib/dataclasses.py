# dataclasses, after CPython 3.11's behaviour.  Baton has no exec: the
# generated methods (__init__, __repr__, __eq__, the orderings, __hash__,
# __setattr__/__delattr__ of frozen classes) are closures over the field
# list, binding arguments themselves with CPython's messages.
# Annotations are objects (ClassVar, InitVar and KW_ONLY are recognised by
# identity) or, under `from __future__ import annotations`, strings
# (recognised by name, as CPython does).  slots=True sets __slots__ to the
# fields a base's __slots__ does not already name (so other attributes
# are refused, as in CPython), on the class itself rather than on a new
# one; weakref_slot is ignored (baton has no weak references).

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'replace', 'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    def __repr__(self):
        return '<dataclasses._MISSING_TYPE object>'


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class InitVar:
    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            return f'dataclasses.InitVar[{self.type.__name__}]'
        return f'dataclasses.InitVar[{self.type!r}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


_FIELD = 'field'
_FIELD_CLASSVAR = 'classvar'
_FIELD_INITVAR = 'initvar'


class Field:
    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type})')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


def _kind_of(ann):
    if type(ann) is not str:
        if isinstance(ann, InitVar) or ann is InitVar:
            return _FIELD_INITVAR
        # typing.ClassVar, bare or subscripted (typing is loaded if used)
        form = getattr(ann, '__origin__', ann)
        if type(form).__name__ == '_SpecialForm' and getattr(form, '_name', None) == 'ClassVar':
            return _FIELD_CLASSVAR
        return _FIELD
    a = ann.strip()
    for prefix in ('ClassVar', 'typing.ClassVar', 't.ClassVar'):
        if a == prefix or a.startswith(prefix + '['):
            return _FIELD_CLASSVAR
    for prefix in ('InitVar', 'dataclasses.InitVar'):
        if a == prefix or a.startswith(prefix + '['):
            return _FIELD_INITVAR
    return _FIELD


def _is_kw_only_marker(ann):
    if ann is KW_ONLY:
        return True
    return type(ann) is str and ann.strip() in ('KW_ONLY', 'dataclasses.KW_ONLY')


def _get_field(cls, name, ann, kw_only):
    default = vars(cls).get(name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = ann
    f._field_type = _kind_of(ann)
    if f._field_type == _FIELD_CLASSVAR:
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = kw_only
    if f._field_type == _FIELD and f.default is not MISSING:
        d = f.default
        if type(d) in (list, dict, set) or isinstance(d, (list, dict, set)):
            raise ValueError(f'mutable default {type(d)} for field '
                             f'{f.name} is not allowed: use default_factory')
    return f


def _fields_in_init_order(fields):
    return (tuple(f for f in fields if f.init and not f.kw_only),
            tuple(f for f in fields if f.init and f.kw_only))


def _plural(n, word):
    return f'{n} {word}' if n == 1 else f'{n} {word}s'


def _names_list(names):
    q = [f"'{n}'" for n in names]
    if len(q) == 1:
        return q[0]
    if len(q) == 2:
        return f'{q[0]} and {q[1]}'
    return ', '.join(q[:-1]) + f', and {q[-1]}'


def _make_init(cls, fields, std_fields, kw_fields, frozen, has_post_init):
    qual = cls.__qualname__
    fname = f'{qual}.__init__()'
    std_names = [f.name for f in std_fields]
    all_init = {f.name: f for f in std_fields + kw_fields}
    init_false = [f for f in fields if not f.init and f._field_type == _FIELD]
    initvars = [f.name for f in fields if f._field_type == _FIELD_INITVAR]
    # the common call, positional arguments only for plain fields without
    # factories: set them and the defaults of the rest, checking nothing
    # else (required fields come first, so len(args) >= nrequired says
    # none is missing)
    nstd = len(std_names)
    plain = (not kw_fields and not init_false and not initvars and
             all(f._field_type == _FIELD and f.default_factory is MISSING
                 for f in std_fields))
    nrequired = len([f for f in std_fields if f.default is MISSING])
    defaults = [f.default for f in std_fields]
    setter = object.__setattr__ if frozen else setattr

    def __init__(self, *args, **kwargs):
        if plain and not kwargs and nrequired <= len(args) <= nstd:
            i = 0
            for v in args:
                setter(self, std_names[i], v)
                i += 1
            while i < nstd:
                setter(self, std_names[i], defaults[i])
                i += 1
            if has_post_init:
                self.__post_init__()
            return
        if len(args) > len(std_fields):
            given = len(args) + 1
            hi = len(std_fields) + 1
            lo = hi - len([f for f in std_fields if f.default is not MISSING or
                           f.default_factory is not MISSING])
            takes = f'from {lo} to {hi}' if lo != hi else f'{hi}'
            raise TypeError(f'{fname} takes {takes} positional '
                            f'argument{"" if hi == 1 else "s"} but {given} '
                            f'{"was" if given == 1 else "were"} given')
        values = {}
        for name, v in zip(std_names, args):
            values[name] = v
        for k, v in kwargs.items():
            if k not in all_init:
                raise TypeError(f"{fname} got an unexpected keyword argument '{k}'")
            if k in values:
                raise TypeError(f"{fname} got multiple values for argument '{k}'")
            values[k] = v
        missing = [f.name for f in std_fields if f.name not in values and
                   f.default is MISSING and f.default_factory is MISSING]
        if missing:
            raise TypeError(f'{fname} missing {len(missing)} required positional '
                            f'argument{"" if len(missing) == 1 else "s"}: '
                            f'{_names_list(missing)}')
        missing = [f.name for f in kw_fields if f.name not in values and
                   f.default is MISSING and f.default_factory is MISSING]
        if missing:
            raise TypeError(f'{fname} missing {len(missing)} required keyword-only '
                            f'argument{"" if len(missing) == 1 else "s"}: '
                            f'{_names_list(missing)}')
        for f in std_fields + kw_fields:
            if f.name in values:
                v = values[f.name]
            elif f.default_factory is not MISSING:
                v = f.default_factory()
            else:
                v = f.default
            values[f.name] = v
            if f._field_type == _FIELD:
                if frozen:
                    object.__setattr__(self, f.name, v)
                else:
                    setattr(self, f.name, v)
        for f in init_false:
            if f.default_factory is not MISSING:
                if frozen:
                    object.__setattr__(self, f.name, f.default_factory())
                else:
                    setattr(self, f.name, f.default_factory())
        if has_post_init:
            self.__post_init__(*[values[n] for n in initvars])
    # what inspect.signature shows (the closure takes *args, **kwargs)
    __init__._signature_fields = (
        [(f.name, kind, (_FACTORY,) if f.default_factory is not MISSING else
          (f.default,) if f.default is not MISSING else (), (f.type,))
         for fs, kind in ((std_fields, 1), (kw_fields, 3)) for f in fs], (None,))
    return __init__


class _FactoryRepr:
    def __repr__(self):
        return '<factory>'


_FACTORY = _FactoryRepr()


def _make_repr(fields):
    shown = [f.name for f in fields if f.repr and f._field_type == _FIELD]

    running = set()     # ids of the instances being shown: a cycle shows '...'

    def __repr__(self):
        key = id(self)
        if key in running:
            return '...'
        running.add(key)
        try:
            inner = ', '.join(f'{n}={getattr(self, n)!r}' for n in shown)
        finally:
            running.discard(key)
        return f'{self.__class__.__qualname__}({inner})'
    return __repr__


def _tuple_getter(names):
    def values(self):
        return tuple([getattr(self, n) for n in names])
    return values


def _make_eq(names):
    values = _tuple_getter(names)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented
    return __eq__


def _make_order(names, op):
    values = _tuple_getter(names)

    def lt(self, other):
        if other.__class__ is self.__class__:
            return values(self) < values(other)
        return NotImplemented

    def le(self, other):
        if other.__class__ is self.__class__:
            return values(self) <= values(other)
        return NotImplemented

    def gt(self, other):
        if other.__class__ is self.__class__:
            return values(self) > values(other)
        return NotImplemented

    def ge(self, other):
        if other.__class__ is self.__class__:
            return values(self) >= values(other)
        return NotImplemented
    return {'__lt__': lt, '__le__': le, '__gt__': gt, '__ge__': ge}[op]


def _make_hash(names):
    values = _tuple_getter(names)

    def __hash__(self):
        return hash(values(self))
    return __hash__


def _make_frozen(cls, names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)
    return __setattr__, __delattr__


def _set_new(cls, name, value):
    if name in vars(cls):
        return True
    setattr(cls, name, value)
    return False


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                   match_args, kw_only, slots):
    fields = {}
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        try:
            base_fields = vars(b).get('__dataclass_fields__')
        except TypeError:
            base_fields = None
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if vars(b)['__dataclass_params__'].frozen:
                any_frozen_base = True
    ns = vars(cls)
    anns = ns.get('__annotations__', {})
    cls_fields = []
    kw = kw_only
    seen_marker = False
    for name, ann in anns.items():
        if _is_kw_only_marker(ann):
            if seen_marker:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            seen_marker = True
            kw = True
        else:
            cls_fields.append(_get_field(cls, name, ann, kw))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(ns.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in ns.items():
        if isinstance(value, Field) and name not in anns:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    cls.__dataclass_fields__ = fields
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order,
                                                unsafe_hash, frozen)
    all_fields = list(fields.values())
    real = [f for f in all_fields if f._field_type == _FIELD]
    class_hash = ns.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and '__eq__' in ns))
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    if init:
        std, kwf = _fields_in_init_order(all_fields)
        seen_default = False
        for f in std:
            if f.default is MISSING and f.default_factory is MISSING:
                if seen_default:
                    raise TypeError(f'non-default argument {f.name!r} '
                                    'follows default argument')
            else:
                seen_default = True
        _set_new(cls, '__init__', _make_init(cls, all_fields, std, kwf, frozen,
                                             _has_post_init(cls)))
    if repr:
        _set_new(cls, '__repr__', _make_repr(all_fields))
    cmp_names = [f.name for f in real if f.compare]
    if eq:
        _set_new(cls, '__eq__', _make_eq(cmp_names))
    if order:
        for op in ('__lt__', '__le__', '__gt__', '__ge__'):
            if _set_new(cls, op, _make_order(cmp_names, op)):
                raise TypeError(f'Cannot overwrite attribute {op} in class '
                                f'{cls.__name__}. Consider using functools.total_ordering')
    if frozen:
        sa, da = _make_frozen(cls, [f.name for f in real])
        for name, fn in (('__setattr__', sa), ('__delattr__', da)):
            if _set_new(cls, name, fn):
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}')
    hash_names = [f.name for f in real if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        cls.__hash__ = _make_hash(hash_names)
    elif not has_explicit_hash:
        if eq and frozen:
            cls.__hash__ = _make_hash(hash_names)
        elif eq:
            cls.__hash__ = None
    if match_args:
        _set_new(cls, '__match_args__',
                 tuple(f.name for f in std_init_fields(all_fields)))
    if slots:
        if '__slots__' in ns:
            raise TypeError(f'{cls.__name__} already specifies __slots__')
        inherited = set()
        for b in cls.__mro__[1:-1]:
            sl = vars(b).get('__slots__', ())
            inherited.update((sl,) if isinstance(sl, str) else sl)
        cls.__slots__ = tuple(f.name for f in real if f.name not in inherited)
    return cls


def std_init_fields(fields):
    return [f for f in fields if f.init and not f.kw_only]


class _DataclassParams:
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash,
                              frozen, match_args, kw_only, slots)
    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        fs = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fs.values() if f._field_type == _FIELD)


# (getattr and hasattr refuse dunder names in baton: attribute syntax)
def _has_fields(cls):
    try:
        cls.__dataclass_fields__
    except AttributeError:
        return False
    return True


def _has_post_init(cls):
    try:
        cls.__post_init__
    except AttributeError:
        return False
    return True


def _is_dataclass_instance(obj):
    return _has_fields(type(obj))


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return _has_fields(cls)


def _copy(obj):
    import copy
    return copy.deepcopy(obj)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory),
                          _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    else:
        return _copy(obj)


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in fields(obj)])
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    else:
        return _copy(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in type(obj).__dataclass_fields__.values():
        if f._field_type == _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
            continue
        if f.name not in changes:
            if f._field_type == _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} "
                                 'must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)

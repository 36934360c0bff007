# dataclasses, after CPython 3.11's behaviour.  Baton has no exec: the
# generated methods (__init__, __repr__, __eq__, the orderings, __hash__,
# __setattr__/__delattr__ of frozen classes) are closures over the field
# list, binding arguments themselves with CPython's messages.
# Annotations are objects (ClassVar, InitVar and KW_ONLY are recognised by
# identity) or, under `from __future__ import annotations`, strings
# (recognised by name, as CPython does).  slots=True sets __slots__ to the
# fields a base's __slots__ does not already name (so other attributes
# are refused, as in CPython) on a new class, as CPython makes one (a
# class with a metaclass keeps its own, with __slots__ set on it);
# weakref_slot is ignored (baton has no weak references).

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'replace', 'is_dataclass',
           'make_dataclass']


from types import MappingProxyType as _MappingProxy


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    pass


class _KW_ONLY_TYPE:
    pass


# the sentinels: no default given; the pseudo-field that makes the rest kw-only
MISSING, KW_ONLY = _MISSING_TYPE(), _KW_ONLY_TYPE()


class InitVar:
    def __init__(self, type):
        self.type = type

    def __repr__(self):
        shown = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f'dataclasses.InitVar[{shown}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


# the kinds of field, shown bare in a Field's repr
_FIELD = '_FIELD'
_FIELD_CLASSVAR = '_FIELD_CLASSVAR'
_FIELD_INITVAR = '_FIELD_INITVAR'

# a Field's metadata is a read-only view, the same empty one by default
_NO_METADATA = _MappingProxy({})


def _record_repr(obj, head, names):
    # 'Head(a=1,b=2)': CPython's reprs of Field and the class parameters
    # (no space after the commas)
    return head + '(' + ','.join('%s=%r' % (n, getattr(obj, n)) for n in names) + ')'


# the attributes of a Field, in the order its repr shows them
_FIELD_ATTRS = ('name', 'type', 'default', 'default_factory', 'init', 'repr', 'hash',
                'compare', 'metadata', 'kw_only')


class Field:
    # no __dict__, as in CPython; the slots in CPython's order
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init',
                 'compare', 'metadata', 'kw_only', '_field_type')
    __class_getitem__ = classmethod(type(list[int]))   # types.GenericAlias

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        given = (None, None, default, default_factory, init, repr, hash, compare,
                 _NO_METADATA if metadata is None else _MappingProxy(metadata), kw_only, None)
        for attr, v in zip(_FIELD_ATTRS + ('_field_type',), given):
            setattr(self, attr, v)

    def __repr__(self):
        # _field_type shows as str() (bare), the rest as repr()
        return _record_repr(self, 'Field', _FIELD_ATTRS)[:-1] + ',_field_type=%s)' % (
            self._field_type,)


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
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
    # the Field of one annotated name: the class's Field object if it has
    # one, else a new one with the class attribute (if any) as default
    given = vars(cls).get(name, MISSING)
    f = given if isinstance(given, Field) else field(default=given)
    kind = _kind_of(ann)
    f.name, f.type, f._field_type = name, ann, kind
    if kind == _FIELD_CLASSVAR:
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
        return f
    if f.kw_only is MISSING:
        f.kw_only = kw_only
    # "mutable" means unhashable: its class sets __hash__ to None
    value = f.default
    if kind == _FIELD and type(value).__hash__ is None:
        raise ValueError(f'mutable default {type(value)} for field '
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


def _post_init_failed(e, line):
    from traceback import _generated
    _generated(e, line)


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
    # the line of CPython's generated __init__ (made by exec: "<string>")
    # that calls __post_init__: after its two def lines, one line a field
    # it sets
    # (the except clauses below give this frame's traceback entry that
    # line; a default_factory that raises gets its field's line)
    lines = {}
    for f in fields:
        if f._field_type == _FIELD and (f.init or f.default_factory is not MISSING):
            lines[f.name] = 3 + len(lines)
    post_line = 3 + len(lines)
    # the fields the general path sets, in CPython's order (the class's)
    body = [f for f in fields if f.name in all_init or
            (f._field_type == _FIELD and not f.init and
             f.default_factory is not MISSING)]
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
                try:
                    self.__post_init__()
                except BaseException as e:
                    _post_init_failed(e, post_line)
                    raise
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
        for f in body:
            if f.name in values:
                v = values[f.name]
            elif f.default_factory is not MISSING:
                try:
                    v = f.default_factory()
                except BaseException as e:
                    if f.name in lines:
                        _post_init_failed(e, lines[f.name])
                    raise
            else:
                v = f.default
            values[f.name] = v
            if f._field_type == _FIELD:
                if frozen:
                    object.__setattr__(self, f.name, v)
                else:
                    setattr(self, f.name, v)
        if has_post_init:
            try:
                self.__post_init__(*[values[n] for n in initvars])
            except BaseException as e:
                _post_init_failed(e, post_line)
                raise
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
    __repr__._dataclass_made = True   # how pprint knows it (pprint.py)
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


def _as_method(cls, name, fn):
    # a made function reads as the class's own method: H.__repr__
    fn.__name__ = name
    fn.__qualname__ = f'{cls.__qualname__}.{name}'
    return fn


def _set_new(cls, name, value):
    if name in vars(cls):
        return True
    if type(value) is type(_as_method):   # a function made here
        _as_method(cls, name, value)
    setattr(cls, name, value)
    return False


def _inherited(cls):
    # the fields of cls's dataclass bases (the most basic first, later ones
    # replacing earlier ones of the same name) and whether those bases are
    # frozen: None when there is no dataclass base
    table = {}
    frozen_bases = None
    for base in cls.__mro__[:0:-1]:
        try:
            ns = vars(base)
        except TypeError:
            continue
        own = ns.get('__dataclass_fields__')
        if own is None:
            continue
        table.update((f.name, f) for f in own.values())
        frozen_bases = bool(frozen_bases) or bool(ns['__dataclass_params__'].frozen)
    return table, frozen_bases


def _own_fields(cls, anns, kw_only):
    found = []
    marker_seen = False
    for name, ann in anns.items():
        if not _is_kw_only_marker(ann):
            found.append(_get_field(cls, name, ann, kw_only))
        elif marker_seen:
            raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
        else:
            marker_seen = kw_only = True
    return found


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                   match_args, kw_only, slots):
    fields, frozen_bases = _inherited(cls)
    ns = vars(cls)
    anns = ns.get('__annotations__', {})
    for f in _own_fields(cls, anns, kw_only):
        fields[f.name] = f
        if isinstance(ns.get(f.name), Field):
            # the class attribute becomes the plain default, or goes
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in ns.items():
        if isinstance(value, Field) and name not in anns:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    if frozen_bases is not None and frozen_bases != bool(frozen):
        if frozen_bases:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    cls.__dataclass_fields__ = fields
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order,
                                                unsafe_hash, frozen)
    all_fields = list(fields.values())
    real = [f for f in all_fields if f._field_type == _FIELD]
    # a __hash__ of the class's own counts, unless it is the None that
    # defining __eq__ in the class body gives
    own_hash = ns.get('__hash__', MISSING)
    has_explicit_hash = own_hash is not MISSING and not (own_hash is None and '__eq__' in ns)
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    if init:
        std, kwf = _fields_in_init_order(all_fields)
        defaulted = False
        for f in std:
            required = f.default is MISSING and f.default_factory is MISSING
            if required and defaulted:
                raise TypeError(f'non-default argument {f.name!r} '
                                'follows default argument')
            defaulted = defaulted or not required
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
        cls.__hash__ = _as_method(cls, '__hash__', _make_hash(hash_names))
    elif not has_explicit_hash:
        if eq and frozen:
            cls.__hash__ = _as_method(cls, '__hash__', _make_hash(hash_names))
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
        names = tuple(f.name for f in real if f.name not in inherited)
        if type(cls) is not type:
            cls.__slots__ = names
            return cls
        # as CPython: a new class whose __slots__ makes a member for each
        # field, so the class attributes that held defaults go
        body = dict(vars(cls))
        for f in real:
            body.pop(f.name, None)
        body.pop('__dict__', None)
        body.pop('__weakref__', None)
        body['__slots__'] = names
        qualname = cls.__qualname__
        cls = type(cls.__name__, cls.__bases__, body)
        cls.__qualname__ = qualname
    return cls


def std_init_fields(fields):
    return [f for f in fields if f.init and not f.kw_only]


_PARAM_ATTRS = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')


class _DataclassParams:
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        for attr, v in zip(_PARAM_ATTRS, (init, repr, eq, order, unsafe_hash, frozen)):
            setattr(self, attr, v)

    def __repr__(self):
        return _record_repr(self, '_DataclassParams', _PARAM_ATTRS)


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
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
    return _has_fields(obj if isinstance(obj, type) else type(obj))


def _copy(obj):
    import copy
    return copy.deepcopy(obj)


def _unpack(obj, record):
    # a deep copy of obj in which every dataclass instance is record(obj,
    # unpack): the shared walk of asdict and astuple
    def unpack(x):
        if _is_dataclass_instance(x):
            return record(x, unpack)
        kind = type(x)
        if isinstance(x, tuple) and hasattr(x, '_fields'):
            return kind(*[unpack(v) for v in x])
        if isinstance(x, (list, tuple)):
            return kind(unpack(v) for v in x)
        if isinstance(x, dict):
            return kind((unpack(k), unpack(v)) for k, v in x.items())
        return _copy(x)
    return unpack(obj)


def _instance_for(obj, who):
    # obj, once it is known to be a dataclass instance
    if _has_fields(type(obj)):
        return obj
    raise TypeError(who + '() should be called on dataclass instances')


def asdict(obj, *, dict_factory=dict):
    _instance_for(obj, 'asdict')
    return _unpack(obj, lambda x, unpack: dict_factory(
        [(f.name, unpack(getattr(x, f.name))) for f in fields(x)]))


def astuple(obj, *, tuple_factory=tuple):
    _instance_for(obj, 'astuple')
    return _unpack(obj, lambda x, unpack: tuple_factory(
        [unpack(getattr(x, f.name)) for f in fields(x)]))


def replace(obj, /, **changes):
    for f in type(_instance_for(obj, 'replace')).__dataclass_fields__.values():
        name = f.name
        if f._field_type == _FIELD_CLASSVAR or (f.init and name in changes):
            continue
        if not f.init:
            if name in changes:
                raise ValueError(f'field {name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
        elif f._field_type == _FIELD_INITVAR and f.default is MISSING:
            raise ValueError(f"InitVar {name!r} "
                             'must be specified with replace()')
        else:
            changes[name] = getattr(obj, name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    import keyword
    anns = {}
    given = {}
    for item in fields:
        if isinstance(item, str):
            name, tp, rest = item, 'typing.Any', ()
        elif len(item) in (2, 3):
            name, tp, *rest = item
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not (isinstance(name, str) and name.isidentifier()):
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if keyword.iskeyword(name):
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in anns:
            raise TypeError(f'Field name duplicated: {name!r}')
        if rest:
            given[name] = rest[0]
        anns[name] = tp
    # CPython's types.new_class leaves __module__ 'types'
    ns = {'__module__': 'types'}
    ns.update(namespace or {})
    ns.update(given)
    ns['__annotations__'] = anns
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen, match_args=match_args,
                     kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)

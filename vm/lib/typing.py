# typing: the names of 3.11's typing as real objects with CPython's reprs,
# equality, subscription and isinstance rules: special forms (Any, Union,
# Optional, Literal, ClassVar, Final, Annotated...), aliases of the builtin
# and collections classes (List, Dict, Counter...: subscriptable, callable
# where CPython's are, usable with isinstance unsubscripted), TypeVar,
# ParamSpec, Generic (classes subscript through __class_getitem__ and use
# List[int]/Generic[T] as bases through __mro_entries__), Protocol,
# NamedTuple and TypedDict (class syntax and functional forms), cast,
# get_type_hints, get_origin, get_args.
#
# Annotations arrive evaluated, except string forward references (and all
# of them under `from __future__ import annotations`); get_type_hints
# evaluates such a text with a small evaluator (dotted names, subscripts,
# `|`, literals) instead of eval, its names read one at a time from the
# defining module's namespace (the native _ns_value, vm/lib/typing.c), the
# class's and the builtins; a text outside that subset stays a ForwardRef.  Baton has no metaclasses: NamedTuple and
# TypedDict are base classes that shape their subclasses in
# __init_subclass__ (so their MRO shows them), and protocols are checked by
# isinstance through the abc module's internal metaclass.
import collections
import collections.abc as _abc
from abc import abstractmethod as _abstractmethod, ABCMeta as _ABCMeta
import functools as _functools

TYPE_CHECKING = False

__all__ = [
    'AbstractSet', 'Annotated', 'Any', 'AnyStr', 'AsyncContextManager',
    'AsyncGenerator', 'AsyncIterable', 'AsyncIterator', 'Awaitable', 'BinaryIO',
    'ByteString', 'Callable', 'ChainMap', 'ClassVar', 'Collection', 'Concatenate',
    'Container', 'ContextManager', 'Coroutine', 'Counter', 'DefaultDict', 'Deque',
    'Dict', 'Final', 'ForwardRef', 'FrozenSet', 'Generator', 'Generic', 'Hashable',
    'IO', 'ItemsView', 'Iterable', 'Iterator', 'KeysView', 'List', 'Literal',
    'LiteralString', 'Mapping', 'MappingView', 'Match', 'MutableMapping',
    'MutableSequence', 'MutableSet', 'NamedTuple', 'Never', 'NewType', 'NoReturn',
    'NotRequired', 'Optional', 'OrderedDict', 'ParamSpec', 'ParamSpecArgs',
    'ParamSpecKwargs', 'Pattern', 'Protocol', 'Required', 'Reversible', 'Self',
    'Sequence', 'Set', 'Sized', 'SupportsAbs', 'SupportsBytes', 'SupportsComplex',
    'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound',
    'TYPE_CHECKING', 'Text', 'TextIO', 'Tuple', 'Type', 'TypeAlias', 'TypeGuard',
    'TypeVar', 'TypeVarTuple', 'TypedDict', 'Union', 'Unpack', 'ValuesView',
    'assert_never', 'assert_type', 'cast', 'clear_overloads', 'dataclass_transform',
    'final', 'get_args', 'get_origin', 'get_overloads', 'get_type_hints',
    'is_typeddict', 'no_type_check', 'no_type_check_decorator', 'overload',
    'reveal_type', 'runtime_checkable',
]

_NoneType = type(None)
_UnionType = type(int | str)


def _type_repr(obj):
    # an argument as the reprs of typing's objects show it
    if isinstance(obj, type):
        try:
            module = obj.__module__
        except AttributeError:      # a builtin type
            module = 'builtins'
        if module == 'builtins':
            return obj.__qualname__
        return f'{module}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if callable(obj) and type(obj).__name__ == 'function':
        return obj.__name__
    return repr(obj)


Generic = Protocol = None     # the classes come later; AnyStr's checks run first


def _type_convert(arg):
    # None means NoneType and a string a forward reference
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _type_check(arg, msg, special=False):
    # 3.11's rule: anything but a tuple, a bare special form (Any, Never,
    # NoReturn, Self, LiteralString and TypeAlias excepted) or a
    # subscripted Generic/Protocol (or ClassVar/Final unless special)
    arg = _type_convert(arg)
    if isinstance(arg, _GenericAlias):
        refused = (Generic, Protocol) if special else (Generic, Protocol, ClassVar, Final)
        if arg.__origin__ in refused:
            raise TypeError(f'{arg} is not valid as type argument')
    if any(arg is ok for ok in (Any, LiteralString, NoReturn, Never, Self, TypeAlias)):
        return arg
    if special and (arg is ClassVar or arg is Final):
        return arg
    if isinstance(arg, _SpecialForm) or arg is Generic or arg is Protocol:
        raise TypeError(f'Plain {arg} is not valid as type argument')
    if type(arg) is tuple:
        raise TypeError(f'{msg} Got {repr(arg)[:100]}.')
    return arg


def _param_expr(arg):
    # what may stand for a Callable's whole argument list
    return (arg is ... or isinstance(arg, (tuple, list, ParamSpec))
            or (isinstance(arg, _GenericAlias) and arg.__origin__ is Concatenate))


def _params(params):
    return params if type(params) is tuple else (params,)


def _collect_parameters(args):
    out = []
    for a in args:
        if isinstance(a, (TypeVar, ParamSpec, TypeVarTuple)):
            if a not in out:
                out.append(a)
        else:
            for p in a.__parameters__ if isinstance(a, (_BaseAlias, _UnionType, type(list[int]))) else ():
                if p not in out:
                    out.append(p)
    return tuple(out)


def _prepare_subst(alias, wanted, args):
    # each ParamSpec among wanted reshapes alias's arguments (PEP 612)
    for var in wanted:
        if isinstance(var, ParamSpec):
            args = var.__typing_prepare_subst__(alias, args)
    return args


def _replace_var(arg, given):
    # one argument of an alias with its variables replaced by given's
    # values, each checked as its kind of variable wants
    if isinstance(arg, (TypeVar, ParamSpec)):
        return arg.__typing_subst__(given[arg])
    if isinstance(arg, TypeVarTuple):
        return given.get(arg, arg)
    if isinstance(arg, (_BaseAlias, _UnionType, type(list[int]))) and arg.__parameters__:
        return arg[tuple(given[p] for p in arg.__parameters__)]
    if type(arg) is list:
        return [_replace_var(a, given) for a in arg]
    return arg


def _substitute(arg, subst):
    if isinstance(arg, (TypeVar, ParamSpec, TypeVarTuple)):
        return subst.get(arg, arg)
    if isinstance(arg, (_BaseAlias, _UnionType)) and arg.__parameters__:
        return arg[tuple(subst.get(p, p) for p in arg.__parameters__)]
    if type(arg) is list:
        return [_substitute(a, subst) for a in arg]
    return arg


def _tp_cache(func=None, /, *, typed=False):
    # CPython's cache of subscriptions (an lru_cache of 128 per method):
    # List[int] is List[int], and an argument equal to a cached one (the
    # Union[None, int] for Union[int, None]) gives the cached result, as in
    # CPython.  Unhashable arguments (TypeError) bypass it.
    def decorate(func):
        cached = _functools.lru_cache(typed=typed)(func)

        def subscript(*args, **kwds):
            try:
                return cached(*args, **kwds)
            except TypeError:
                pass
            return func(*args, **kwds)
        return _functools.wraps(func)(subscript)
    return decorate if func is None else decorate(func)


@_tp_cache
def _form_subscript(form, parameters):
    return form._getitem(form, parameters)


@_tp_cache(typed=True)
def _literal_subscript(form, *parameters):
    # the values spread, so that the typed key tells Literal[1] from Literal[True]
    return form._getitem(form, parameters)


class _SpecialForm:
    # Any, NoReturn, Union, Optional, ClassVar...: `typing.NAME`, not
    # callable, not a class for isinstance; subscription through getitem
    __slots__ = ('_name', '__doc__', '_getitem')

    def __init__(self, name, getitem=None, doc=None):
        self._name = name
        self._getitem = getitem
        self.__doc__ = doc

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f'Cannot instantiate {self!r}')

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f'{self} cannot be used with isinstance()')

    def __subclasscheck__(self, cls):
        raise TypeError(f'{self} cannot be used with issubclass()')

    def __mro_entries__(self, bases):
        raise TypeError(f'Cannot subclass {self!r}')

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError(f'{self} is not subscriptable')
        if self._name == 'Literal':
            return _literal_subscript(self, *_params(parameters))
        return _form_subscript(self, parameters)


def _is_generic_class(x):
    return x is Generic or (isinstance(x, type) and issubclass(x, Generic))


def _is_generic_base(x):
    return isinstance(x, _BaseAlias) or (isinstance(x, type) and issubclass(x, Generic))


class _BaseAlias:
    # what subscripting a typing object gives (and the unsubscripted
    # aliases List, Dict...): __origin__, __args__, __parameters__
    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __mro_entries__(self, bases):
        # the origin (unless already a base), and Generic when no later
        # base brings it
        origin = self.__origin__
        entries = () if origin in bases else (origin,)
        later = bases[bases.index(self) + 1:]
        if any(_is_generic_base(b) for b in later) or _is_generic_class(origin):
            return entries
        return entries + (Generic,)

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _GenericAlias(_BaseAlias):
    def __init__(self, origin, args, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        self.__origin__ = origin
        self.__args__ = args if type(args) is tuple else (args,)
        self.__parameters__ = _collect_parameters(self.__args__)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    @_tp_cache
    def __getitem__(self, args):
        origin, wanted = self.__origin__, self.__parameters__
        if origin is Generic or origin is Protocol:
            raise TypeError(f'Cannot subscript already-subscripted {self}')
        if not wanted:
            raise TypeError(f'{self} is not a generic class')
        args = _prepare_subst(self, wanted, _params(args))
        _arity(self, len(args), len(wanted))
        given = dict(zip(wanted, args))
        new = []
        for a in self.__args__:
            value = _replace_var(a, given)
            # a ParamSpec of a Callable becomes that many arguments
            if origin is _abc.Callable and type(value) is tuple:
                new.extend(value)
            else:
                new.append(value)
        return self.copy_with(tuple(new))

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __repr__(self):
        head = 'typing.' + self._name if self._name else _type_repr(self.__origin__)
        inner = ', '.join([_type_repr(a) for a in self.__args__]) or '()'
        return head + '[' + inner + ']'

    def __instancecheck__(self, obj):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')


class _SpecialGenericAlias(_BaseAlias):
    # List, Dict, Counter...: an alias of a class, not yet subscripted
    def __init__(self, origin, nparams, *, inst=True, name=None, defaults=()):
        self._inst = inst
        self._name = name if name is not None else origin.__name__
        self._nparams = nparams
        self.__origin__ = origin
        self.__args__ = ()
        self.__parameters__ = ()

    @_tp_cache
    def __getitem__(self, params):
        why = 'Parameters to generic types must be types.'
        params = tuple([_type_check(p, why) for p in _params(params)])
        _arity(self, len(params), self._nparams)
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __repr__(self):
        return 'typing.' + self._name

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if isinstance(cls, _GenericAlias):
            raise TypeError('Subscripted generics cannot be used with class and instance checks')
        return issubclass(cls, self.__origin__)


class _TupleAlias(_SpecialGenericAlias):
    @_tp_cache
    def __getitem__(self, params):
        items = () if params == () else _params(params)
        tail = ()
        why = 'Tuple[t0, t1, ...]: each t must be a type.'
        if len(items) > 1 and items[-1] is ...:
            items, tail = items[:-1], (...,)
            why = 'Tuple[t, ...]: t must be a type.'
        checked = tuple([_type_check(p, why) for p in items]) + tail
        return _GenericAlias(tuple, checked, name='Tuple', inst=False)


class _CallableAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if type(params) is not tuple or len(params) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        args, result = params
        # a list of arguments is made a tuple before the cache (hashable)
        return self._subscript((tuple(args) if isinstance(args, list) else args, result))

    @_tp_cache
    def _subscript(self, params):
        args, result = params
        result = _type_check(result, 'Callable[args, result]: result must be a type.')
        if args is ... or not isinstance(args, tuple):
            args = (args,)
        args = tuple([_type_convert(a) for a in args])
        return _CallableGenericAlias(self.__origin__, args + (result,), name='Callable')


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        a = self.__args__
        if len(a) == 2 and _param_expr(a[0]):
            return f'typing.Callable[{_type_repr(a[0])}, {_type_repr(a[1])}]'
        return ('typing.Callable[[' + ', '.join([_type_repr(x) for x in a[:-1]]) +
                '], ' + _type_repr(a[-1]) + ']')

    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, name=self._name)


class _UnionGenericAlias(_GenericAlias):
    def __repr__(self):
        a = self.__args__
        if len(a) == 2:
            if a[0] is _NoneType:
                return f'typing.Optional[{_type_repr(a[1])}]'
            if a[1] is _NoneType:
                return f'typing.Optional[{_type_repr(a[0])}]'
        return 'typing.Union[' + ', '.join([_type_repr(x) for x in a]) + ']'

    def copy_with(self, args):
        return Union[args]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias):
    def __repr__(self):
        return 'typing.Literal[' + ', '.join([repr(x) for x in self.__args__]) + ']'

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((type(a), a) for a in self.__args__) == set((type(a), a) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((type(a), a) for a in self.__args__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        origin.__module__      # CPython's alias reads it: 'int' object has no attribute...
        _GenericAlias.__init__(self, origin, (origin,))
        self.__metadata__ = metadata

    def __repr__(self):
        return (f'typing.Annotated[{_type_repr(self.__origin__)}, ' +
                ', '.join([repr(a) for a in self.__metadata__]) + ']')

    def copy_with(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


# ---- special forms ----

def _any_item(self, parameters):
    raise TypeError(f'{self} is not subscriptable')


class _AnyMeta(_SpecialForm):
    # a class in 3.11: `Any | int` is a types.UnionType
    __slots__ = ()
    _union_operand = True

    def __or__(self, other):
        return _UnionType.__or__(self, other)

    def __ror__(self, other):
        return _UnionType.__ror__(self, other)

    def __call__(self, *args, **kwargs):
        raise TypeError('Any cannot be instantiated')


Any = _AnyMeta('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')


def _one_type_item(self, parameters):
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,), name=self._name)


ClassVar = _SpecialForm('ClassVar', _one_type_item)
Final = _SpecialForm('Final', _one_type_item)
Required = _SpecialForm('Required', _one_type_item)
NotRequired = _SpecialForm('NotRequired', _one_type_item)
TypeGuard = _SpecialForm('TypeGuard', _one_type_item)
Unpack = _SpecialForm('Unpack', _one_type_item)


def _union_item(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    parameters = _params(parameters)
    msg = 'Union[arg, ...]: each arg must be a type.'
    flat = []
    for p in parameters:
        p = _type_check(p, msg)
        if isinstance(p, (_UnionGenericAlias, _UnionType)):
            items = p.__args__
        else:
            items = (p,)
        for x in items:
            if x not in flat:
                flat.append(x)
    if len(flat) == 1:
        return flat[0]
    return _UnionGenericAlias(self, tuple(flat))


Union = _SpecialForm('Union', _union_item)


def _optional_item(self, parameters):
    arg = _type_check(parameters, f'{self} requires a single type.')
    return Union[arg, _NoneType]


Optional = _SpecialForm('Optional', _optional_item)


def _literal_item(self, parameters):
    params = _params(parameters)
    seen = []
    for p in params:
        if isinstance(p, _LiteralGenericAlias):
            items = p.__args__
        else:
            items = (p,)
        for x in items:
            if not any(type(x) is type(y) and x == y for y in seen):
                seen.append(x)
    return _LiteralGenericAlias(self, tuple(seen))


Literal = _SpecialForm('Literal', _literal_item)


def _concatenate_item(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Concatenate of no types.')
    parameters = _params(parameters)
    if not isinstance(parameters[-1], ParamSpec):
        raise TypeError('The last parameter to Concatenate should be a ParamSpec variable.')
    return _ConcatenateAlias(self, parameters, name='Concatenate')


class _ConcatenateAlias(_GenericAlias):
    # Concatenate[int, P] with P replaced by a list of types is that list
    # after int (a tuple, which Callable spreads), or one Concatenate
    def copy_with(self, args):
        last = args[-1]
        if isinstance(last, (list, tuple)):
            return (*args[:-1], *last)
        if isinstance(last, _ConcatenateAlias):
            args = (*args[:-1], *last.__args__)
        return _ConcatenateAlias(self.__origin__, args, name='Concatenate')


Concatenate = _SpecialForm('Concatenate', _concatenate_item)


class Annotated:
    # a class in 3.11 (get_origin of Annotated[int, x] is this class):
    # never instantiated nor subclassed, only subscripted
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __class_getitem__(cls, params):
        if type(params) is not tuple or len(params) < 2:
            raise TypeError('Annotated[...] should be used with at least two arguments '
                            '(a type and an annotation).')
        origin = _type_check(params[0], 'Annotated[t, ...]: t must be a type.', True)
        extra = tuple(params[1:])
        if isinstance(origin, _AnnotatedAlias):
            origin, extra = origin.__origin__, origin.__metadata__ + extra
        return _AnnotatedAlias(origin, extra)

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError(f'Cannot subclass {cls.__module__}.Annotated')


# ---- type variables ----

class _TypeVarLike:
    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __reduce__(self):
        return self.__name__

    def __init_subclass__(cls, *args, **kwargs):
        if cls.__module__ != 'typing':
            raise TypeError(f'type {cls.__name__!r} is not an acceptable base type')

    def __repr__(self):
        sign = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return sign + self.__name__


def _declare(var, name, bound, covariant, contravariant):
    # the name, variance and bound a TypeVar or ParamSpec carries
    var.__name__ = name
    if covariant and contravariant:
        raise ValueError('Bivariant types are not supported.')
    var.__covariant__, var.__contravariant__ = bool(covariant), bool(contravariant)
    var.__bound__ = bound if bound is None else _type_check(bound, 'Bound must be a type.')


class TypeVar(_TypeVarLike):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        _declare(self, name, bound, covariant, contravariant)
        if constraints:
            if bound is not None:
                raise TypeError('Constraints cannot be combined with bound=...')
            if len(constraints) < 2:
                raise TypeError('A single constraint is not allowed')
        why = 'TypeVar(name, constraint, ...): constraints must be types.'
        self.__constraints__ = tuple([_type_check(c, why) for c in constraints])
        self.__module__ = '__main__'

    def __typing_subst__(self, arg):
        # the value given for this variable when an alias is subscripted
        # (types.GenericAlias's substitution calls it too)
        arg = _type_check(arg, 'Parameters to generic types must be types.')
        if isinstance(arg, _GenericAlias) and arg.__origin__ is Unpack:
            raise TypeError(f'{arg} is not valid as type argument')
        return arg


class TypeVarTuple(_TypeVarLike):
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


class _ParamSpecPart:
    # P.args / P.kwargs: equal when of the same ParamSpec
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.{self._part}'

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((self.__origin__, self._part))


class ParamSpecArgs(_ParamSpecPart):
    _part = 'args'


class ParamSpecKwargs(_ParamSpecPart):
    _part = 'kwargs'


class ParamSpec(_TypeVarLike):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        _declare(self, name, bound, covariant, contravariant)

    def __typing_subst__(self, arg):
        # a list of types (made a tuple), ..., a ParamSpec or Concatenate
        if isinstance(arg, (list, tuple)):
            return tuple(_type_check(a, 'Expected a type.') for a in arg)
        if not _param_expr(arg):
            raise TypeError('Expected a list of types, an ellipsis, ParamSpec, or '
                            f'Concatenate. Got {arg}')
        return arg

    def __typing_prepare_subst__(self, alias, args):
        # alias[args] before the count check: PEP 612's unbracketed list
        # when this is alias's one parameter, and a list made a tuple
        params = alias.__parameters__
        i = params.index(self)
        if i >= len(args):
            raise TypeError(f'Too few arguments for {alias}')
        if len(params) == 1 and not _param_expr(args[0]):
            return (args,)
        if isinstance(args[i], list):
            return args[:i] + (tuple(args[i]),) + args[i + 1:]
        return args

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = __name__


# ---- Generic and Protocol ----

class Generic:
    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, params):
        params = _params(params)
        if not params and cls is not Tuple:
            raise TypeError(f'Parameter list to {cls.__qualname__}[...] cannot be empty')
        if cls is Generic or cls is Protocol:
            return _declare_parameters(cls, params)
        params = tuple([_type_convert(p) for p in params])
        _arity(cls, len(params), len(cls.__dict__.get('__parameters__', ())))
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        cls.__parameters__ = _class_parameters(cls.__dict__.get('__orig_bases__', ()))


def _declare_parameters(cls, params):
    # Generic[T, ...] / Protocol[T, ...]: distinct type variables only
    for p in params:
        if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)):
            raise TypeError(f'Parameters to {cls.__name__}[...] must all be type variables '
                            'or parameter specification variables.')
    if len(frozenset(params)) < len(params):
        raise TypeError(f'Parameters to {cls.__name__}[...] must all be unique')
    return _GenericAlias(cls, params)


def _arity(alias, given, wanted):
    if given != wanted:
        raise TypeError(f"Too {'many' if given > wanted else 'few'} arguments for {alias};"
                        f' actual {given}, expected {wanted}')


def _class_parameters(orig_bases):
    # a generic class's type variables: those of an explicit Generic[...]
    # base (which must name every variable used), else the order in which
    # the bases use them
    used = []
    declared = None
    for base in orig_bases:
        if not isinstance(base, _BaseAlias):
            continue
        if isinstance(base, _GenericAlias) and base.__origin__ in (Generic, Protocol):
            if declared is not None:
                raise TypeError('Cannot inherit from Generic[...] multiple times.')
            declared = base.__parameters__
            continue
        used.extend(p for p in base.__parameters__ if p not in used)
    if declared is None:
        return tuple(used)
    stray = [v for v in used if v not in declared]
    if stray:
        raise TypeError('Some type variables (%s) are not listed in Generic[%s]'
                        % (', '.join(map(str, stray)), ', '.join(map(str, declared))))
    return tuple(declared)


def _no_init(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError('Protocols cannot be instantiated')


def _proto_attrs(cls):
    # the members a protocol asks for: what its own classes define
    found = []
    for klass in cls.__mro__[:-1]:
        if klass.__name__ == 'Protocol' or klass.__name__ == 'Generic':
            continue
        found.extend(a for a in vars(klass)
                     if a not in found and a not in _SKIP_PROTO and a[:5] != '_abc_')
    return found


_SKIP_PROTO = ('__abstractmethods__', '__annotations__', '__dict__', '__doc__',
               '__init__', '__module__', '__new__', '__slots__', '__subclasshook__',
               '__weakref__', '__class_getitem__', '__parameters__', '__orig_bases__',
               '__qualname__', '_is_protocol', '_is_runtime_protocol',
               '__protocol_attrs__', '__init_subclass__', '__match_args__',
               '__hash__')


class _ProtocolMeta(_ABCMeta):
    # the metaclass protocols have in CPython (its name shows in errors);
    # the runtime checks are ABCMeta's, with _proto_instancecheck as hook
    pass


class Protocol(Generic, metaclass=_ProtocolMeta):
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        own = cls.__dict__
        if not own.get('_is_protocol', False):
            cls._is_protocol = Protocol in cls.__bases__
        if cls._is_protocol:
            for base in cls.__bases__:
                fits = (base is object or base is Generic or base.__module__ == 'collections.abc'
                        or getattr(base, '_is_protocol', False))
                if not fits:
                    raise TypeError('Protocols can only inherit from other protocols, got %r' % base)
            if '__init__' not in own:
                cls.__init__ = _no_init
        if '__subclasshook__' not in own:
            cls.__subclasshook__ = classmethod(_proto_hook)


def _checkable_protocol(cls):
    # True for a runtime-checkable protocol class, False for a class that
    # is not a protocol itself; an unmarked protocol raises
    if not cls.__dict__.get('_is_protocol', False):
        return False
    if cls._is_runtime_protocol:
        return True
    raise TypeError('Instance and class checks can only be used with'
                    ' @runtime_checkable protocols')


def _proto_hook(cls, other):
    if _checkable_protocol(cls):
        return _abc._check_methods(other, *_proto_attrs(cls))
    return NotImplemented


def _class_attr(cls, attr):
    for base in cls.__mro__:
        try:
            d = vars(base)
        except TypeError:
            continue
        if attr in d:
            return d[attr]
    return None


def _proto_instancecheck(cls, instance):
    # isinstance(x, P) for a runtime-checkable protocol: members count on
    # the instance too (data members), as CPython's _ProtocolMeta does;
    # None goes on with ABCMeta's class-level check
    if not _checkable_protocol(cls):
        return None
    for attr in _proto_attrs(cls):
        if attr.startswith('__') and attr.endswith('__'):
            if _abc._check_methods(type(instance), attr) is not True:
                return None
        elif not hasattr(instance, attr):
            return None
        elif callable(_class_attr(cls, attr)) and getattr(instance, attr) is None:
            return None
    return True


Protocol._abc_instancehook = staticmethod(_proto_instancecheck)


def runtime_checkable(cls):
    if not (isinstance(cls, type) and issubclass(cls, Generic)) or not cls._is_protocol:
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        f' got {cls!r}')
    setattr(cls, '_is_runtime_protocol', True)
    return cls


# ---- aliases of the builtin and collections classes ----

def _alias(origin, nparams, inst=True, name=None):
    return _SpecialGenericAlias(origin, nparams, inst=inst, name=name)


# (class, how many parameters, its alias's name when not the class's);
# '!' marks a builtin, which the alias refuses to instantiate
_ALIAS_TABLE = (
    (_abc.Hashable, 0), (_abc.Awaitable, 1), (_abc.Coroutine, 3), (_abc.AsyncIterable, 1),
    (_abc.AsyncIterator, 1), (_abc.Iterable, 1), (_abc.Iterator, 1), (_abc.Reversible, 1),
    (_abc.Sized, 0), (_abc.Container, 1), (_abc.Collection, 1), (_abc.Set, 1, 'AbstractSet'),
    (_abc.MutableSet, 1), (_abc.Mapping, 2), (_abc.MutableMapping, 2), (_abc.Sequence, 1),
    (_abc.MutableSequence, 1), (_abc.ByteString, 0), (list, 1, '!List'),
    (collections.deque, 1, 'Deque'), (set, 1, '!Set'), (frozenset, 1, '!FrozenSet'),
    (_abc.MappingView, 1), (_abc.KeysView, 1), (_abc.ItemsView, 2), (_abc.ValuesView, 1),
    (dict, 2, '!Dict'), (collections.defaultdict, 2, 'DefaultDict'),
    (collections.OrderedDict, 2), (collections.Counter, 1), (collections.ChainMap, 2),
    (_abc.Generator, 3), (_abc.AsyncGenerator, 2), (type, 1, '!Type'),
)


def _table_alias(row):
    label = row[2] if len(row) > 2 else None
    builtin = label is not None and label[0] == '!'
    return _alias(row[0], row[1], not builtin, label[1:] if builtin else label)


(Hashable, Awaitable, Coroutine, AsyncIterable, AsyncIterator, Iterable, Iterator, Reversible,
 Sized, Container, Collection, AbstractSet, MutableSet, Mapping, MutableMapping, Sequence,
 MutableSequence, ByteString, List, Deque, Set, FrozenSet, MappingView, KeysView, ItemsView,
 ValuesView, Dict, DefaultDict, OrderedDict, Counter, ChainMap, Generator, AsyncGenerator,
 Type) = [_table_alias(row) for row in _ALIAS_TABLE]
Callable = _CallableAlias(_abc.Callable, 2, name='Callable')
Tuple = _TupleAlias(tuple, -1, inst=False, name='Tuple')
Text = str


# ---- names made at their first use ----
# Each maker below makes a few public names that cost more than most
# programs use: an import of contextlib or re, a class each.  Reading one
# of the names (typing.IO, from typing import IO, dir(typing), typing's
# __dict__, import *) runs its maker once, which binds the names as
# globals and drops them from __lazy__ (vm/lib/lib.c, lib_module_attr;
# only a function of this module is run from there).  _eval_ann's
# namespace needs them all: _make_all.

def _made(**names):
    _TYPING_NAMES.update(names)
    for name in names:
        __lazy__.pop(name, None)


def _make_context_managers():
    global ContextManager, AsyncContextManager
    import contextlib
    ContextManager = _alias(contextlib.AbstractContextManager, 1, name='ContextManager')
    AsyncContextManager = _alias(contextlib.AbstractAsyncContextManager, 1,
                                 name='AsyncContextManager')
    _made(ContextManager=ContextManager, AsyncContextManager=AsyncContextManager)


def _pattern_alias(name):
    import re
    return _alias(type(re.compile('')) if name == 'Pattern' else type(re.match('', '')), 1,
                  name=name)


def _make_patterns():
    global Pattern, Match
    Pattern = _pattern_alias('Pattern')
    Match = _pattern_alias('Match')
    _made(Pattern=Pattern, Match=Match)


def _make_io():
    global IO, TextIO, BinaryIO

    class IO(Generic[AnyStr]):
        __slots__ = ()

    class TextIO(IO[str]):
        __slots__ = ()

    class BinaryIO(IO[bytes]):
        __slots__ = ()

    for cls in (IO, TextIO, BinaryIO):
        cls.__qualname__ = cls.__name__
    _made(IO=IO, TextIO=TextIO, BinaryIO=BinaryIO)


def _supports(name, method):
    @runtime_checkable
    class _P(Protocol):
        __slots__ = ()
    _P.__name__ = name
    _P.__qualname__ = name
    _P.__module__ = 'typing'
    setattr(_P, method, _abstractmethod(lambda self: None))
    return _P


def _make_supports():
    global SupportsInt, SupportsFloat, SupportsComplex, SupportsBytes, SupportsIndex
    global SupportsAbs, SupportsRound
    SupportsInt = _supports('SupportsInt', '__int__')
    SupportsFloat = _supports('SupportsFloat', '__float__')
    SupportsComplex = _supports('SupportsComplex', '__complex__')
    SupportsBytes = _supports('SupportsBytes', '__bytes__')
    SupportsIndex = _supports('SupportsIndex', '__index__')
    SupportsAbs = _supports('SupportsAbs', '__abs__')
    SupportsRound = _supports('SupportsRound', '__round__')
    _made(SupportsInt=SupportsInt, SupportsFloat=SupportsFloat,
          SupportsComplex=SupportsComplex, SupportsBytes=SupportsBytes,
          SupportsIndex=SupportsIndex, SupportsAbs=SupportsAbs, SupportsRound=SupportsRound)


def _make_all():
    pending = list(__lazy__.values())
    for maker in (_make_context_managers, _make_patterns, _make_io, _make_supports):
        if maker in pending:
            maker()


__lazy__ = {
    'ContextManager': _make_context_managers, 'AsyncContextManager': _make_context_managers,
    'Pattern': _make_patterns, 'Match': _make_patterns,
    'IO': _make_io, 'TextIO': _make_io, 'BinaryIO': _make_io,
    'SupportsInt': _make_supports, 'SupportsFloat': _make_supports,
    'SupportsComplex': _make_supports, 'SupportsBytes': _make_supports,
    'SupportsIndex': _make_supports, 'SupportsAbs': _make_supports,
    'SupportsRound': _make_supports,
}


# ---- NamedTuple and TypedDict ----

def _strip_ann(text):
    # a class annotation as baton keeps it (its source text)
    if type(text) is str and len(text) >= 2 and text[0] == text[-1] and text[0] in '\'"':
        return text[1:-1]
    return text


class NamedTuple(tuple):
    # class P(NamedTuple): x: int; y: int = 0 -- a collections.namedtuple
    # whose methods are installed on P (the user's own methods stay)
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is NamedTuple:
            return _namedtuple_call(*args, **kwargs)
        raise TypeError(f'{cls.__name__}.__new__() is not defined')

    def __init_subclass__(cls, **kwargs):
        if NamedTuple not in cls.__bases__:
            return
        if len(cls.__bases__) > 1:
            raise TypeError('can only inherit from a NamedTuple type and Generic')
        anns = cls.__dict__.get('__annotations__', {})
        fields = list(anns)
        defaults = []
        for name in fields:
            if name in cls.__dict__:
                defaults.append(cls.__dict__[name])
            elif defaults:
                raise TypeError(f"Non-default namedtuple field {name} cannot follow "
                                f"default field{'s' if len(defaults) > 1 else ''} "
                                f"{', '.join(fields[len(fields) - len(defaults) - 1:][:len(defaults)])}")
        _nt_install(cls, fields, defaults, {n: _eval_ann(_strip_ann(t)) for n, t in anns.items()})


_NT_PROHIBITED = ('__new__', '__init__', '__slots__', '__getnewargs__', '_fields',
                  '_field_defaults', '_make', '_replace', '_asdict', '_source')


def _nt_install(cls, fields, defaults, types, check=True):
    for key in _NT_PROHIBITED:
        if check and key in cls.__dict__ and key != '__slots__':
            raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
    base = collections.namedtuple(cls.__name__, fields, defaults=defaults,
                                  module=cls.__module__)
    own = dict(cls.__dict__)   # (what the class had before the loop adds to it)
    for k, v in vars(base).items():
        if k in ('__module__', '__qualname__', '__doc__', '__slots__', '__dict__'):
            continue
        if not check or k in fields or k not in own:
            setattr(cls, k, v)
    cls.__annotations__ = types
    cls.__match_args__ = tuple(fields)
    if '__new__' not in own or not check:
        cls.__new__.__annotations__ = dict(types)


def _namedtuple_call(typename, fields=None, /, **kwargs):
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')

    class _NT(NamedTuple):
        pass
    pairs = [(n, t) for n, t in fields]
    _NT.__name__ = typename
    _NT.__qualname__ = typename
    _nt_install(_NT, [n for n, t in pairs], [],
                {n: _type_check(t, 'field types must be types') for n, t in pairs}, False)
    return _NT


class _TypedDictMeta(type):
    # a TypedDict class describes the keys of plain dicts: no object is
    # an instance of it, so isinstance and issubclass refuse to answer
    def __instancecheck__(cls, obj):
        cls.__subclasscheck__(type(obj))

    def __subclasscheck__(cls, sub):
        if cls is TypedDict:
            raise TypeError('isinstance() arg 2 must be a type, a tuple of types, or a union')
        raise TypeError('TypedDict does not support instance and class checks')


class TypedDict(dict, metaclass=_TypedDictMeta):
    # class Movie(TypedDict, total=False): name: str -- calling Movie(...)
    # gives a plain dict; the class records its keys
    def __new__(cls, *args, **kwargs):
        if cls is TypedDict:
            return _typeddict_call(*args, **kwargs)
        return dict(*args, **kwargs)

    def __init_subclass__(cls, total=True, **kwargs):
        for b in cls.__bases__:
            if not (b is TypedDict or b is Generic or _total_of(b) is not None):
                raise TypeError('cannot inherit from both a TypedDict type and a non-TypedDict base class')
        own = {n: _eval_ann(_strip_ann(t)) for n, t in cls.__dict__.get('__annotations__', {}).items()}
        _td_install(cls, own, total)


def _total_of(cls):
    try:
        return cls.__total__
    except AttributeError:
        return None


def _td_install(cls, own, total):
    annotations = {}
    required = set()
    optional = set()
    for b in reversed(cls.__mro__[1:]):
        if _total_of(b) is not None and b is not TypedDict:
            annotations.update(b.__dict__.get('__annotations__', {}))
            required.update(b.__required_keys__)
            optional.update(b.__optional_keys__)
    for k, t in own.items():
        origin = get_origin(t)
        if origin is Required:
            is_required = True
        elif origin is NotRequired:
            is_required = False
        else:
            is_required = total
        (required if is_required else optional).add(k)
        (optional if is_required else required).discard(k)
    annotations.update(own)
    cls.__annotations__ = annotations
    cls.__required_keys__ = frozenset(required)
    cls.__optional_keys__ = frozenset(optional)
    cls.__total__ = total


def _typeddict_call(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')

    class _TD(TypedDict):
        pass
    _TD.__name__ = typename
    _TD.__qualname__ = typename
    _td_install(_TD, {n: _type_check(t, 'TypedDict(\'Name\', {f0: t0, f1: t1, ...}); '
                                     'f0, f1 are field names and t0, t1 types.')
                      for n, t in fields.items()}, total)
    return _TD


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMeta) and tp is not TypedDict


# ---- ForwardRef and annotation texts ----

class ForwardRef:
    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f'Forward reference must be a string -- got {arg!r}')
        for key, value in (('arg', arg), ('evaluated', False), ('value', None),
                           ('is_argument', is_argument), ('is_class', is_class),
                           ('module', module)):
            setattr(self, '__forward_%s__' % key, value)

    def __eq__(self, other):
        if isinstance(other, ForwardRef):
            return self.__forward_arg__ == other.__forward_arg__
        return NotImplemented

    def __hash__(self):
        return hash(self.__forward_arg__)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'


_BUILTIN_NAMES = {
    'int': int, 'float': float, 'str': str, 'bool': bool, 'bytes': bytes,
    'bytearray': bytearray, 'list': list, 'dict': dict, 'set': set,
    'frozenset': frozenset, 'tuple': tuple, 'type': type, 'object': object,
    'range': range, 'slice': slice, 'None': None, 'Ellipsis': ...,
    'True': True, 'False': False,
}


_KEYWORD_VALUES = {'None': None, 'True': True, 'False': False}


class _Unbound(NameError):
    # a name the scope of get_type_hints lacks: CPython's NameError, which
    # the evaluator lets through (other failures leave a ForwardRef)
    pass


class _Scope:
    # What an annotation text of get_type_hints sees, searched in order:
    # each source is a dict (a namespace given by the caller, a class's
    # own) or a place whose module namespace _ns_value reads one name at
    # a time (a function, a module, a module's name); the builtins last.
    __slots__ = ('sources', 'reuse')

    def __init__(self, *sources, reuse=False):
        self.sources = [src for src in sources if src is not None]
        self.reuse = reuse     # one namespace is both the locals and the globals

    def find(self, name):
        for src in self.sources:
            if type(src) is dict or isinstance(src, (dict, _abc.Mapping)):
                if name in src:
                    return (src[name],)
            else:
                got = _ns_value(src, name)
                if got:
                    return got
        return _ns_value(None, name)


def _ann_tokens(text):
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in ' \t\n':
            i += 1
        elif c.isalpha() or c == '_':
            j = i
            while j < n and (text[j].isalnum() or text[j] == '_'):
                j += 1
            out.append(('name', text[i:j]))
            i = j
        elif c.isdigit() or (c == '-' and i + 1 < n and text[i + 1].isdigit()):
            j = i + 1
            while j < n and text[j].isdigit():
                j += 1
            out.append(('value', int(text[i:j])))
            i = j
        elif c in '\'"':
            j = text.find(c, i + 1)
            if j < 0 or '\\' in text[i:j]:
                raise SyntaxError(text)
            out.append(('value', text[i + 1:j]))
            i = j + 1
        elif text.startswith('...', i):
            out.append(('value', ...))
            i += 3
        elif c in '[],.|':
            out.append(('op', c))
            i += 1
        else:
            raise SyntaxError(text)
    return out


def _ann_parse(toks, pos, ns):
    # expr := primary ('|' primary)* ; returns (value, next position)
    value, pos = _ann_primary(toks, pos, ns)
    while pos < len(toks) and toks[pos] == ('op', '|'):
        right, pos = _ann_primary(toks, pos + 1, ns)
        value = value | right
    return value, pos


def _ann_primary(toks, pos, ns):
    if pos >= len(toks):
        raise SyntaxError('annotation')
    kind, v = toks[pos]
    if kind == 'value':
        return v, pos + 1
    if toks[pos] == ('op', '['):
        items = []
        pos += 1
        while toks[pos] != ('op', ']'):
            item, pos = _ann_parse(toks, pos, ns)
            items.append(item)
            if toks[pos] == ('op', ','):
                pos += 1
        return items, pos + 1
    if kind != 'name':
        raise SyntaxError('annotation')
    if v in _KEYWORD_VALUES:
        value = _KEYWORD_VALUES[v]
    elif isinstance(ns, _Scope):
        found = ns.find(v)
        if not found:
            raise _Unbound(f"name '{v}' is not defined")
        value = found[0]
    elif v in ns:
        value = ns[v]
    elif v in _BUILTIN_NAMES:
        value = _BUILTIN_NAMES[v]
    else:
        raise NameError(v)
    pos += 1
    while pos < len(toks):
        if toks[pos] == ('op', '.'):
            value = getattr(value, toks[pos + 1][1])
            pos += 2
        elif toks[pos] == ('op', '['):
            items = []
            pos += 1
            while toks[pos] != ('op', ']'):
                item, pos = _ann_parse(toks, pos, ns)
                items.append(item)
                if toks[pos] == ('op', ','):
                    pos += 1
            pos += 1
            value = value[items[0] if len(items) == 1 else tuple(items)]
        else:
            break
    return value, pos


def _eval_ann(text, extra=None):
    # an annotation text as an object; a text it cannot resolve stays a
    # ForwardRef (CPython would raise NameError from get_type_hints)
    if type(text) is not str:
        return text
    if isinstance(extra, _Scope):
        ns = extra
    else:
        if __lazy__:
            _make_all()
        ns = dict(_TYPING_NAMES)
        if extra:
            ns.update(extra)
    try:
        toks = _ann_tokens(text)
        value, pos = _ann_parse(toks, 0, ns)
        if pos != len(toks):
            raise SyntaxError(text)
    except _Unbound as e:
        raise NameError(str(e)) from None
    except (SyntaxError, NameError, IndexError, AttributeError, KeyError):
        return ForwardRef(text)
    if value is None:
        return _NoneType
    if type(value) is str:
        return _eval_ann(value, extra)
    return value


def _resolve(t, names, top=True):
    # an annotation with its ForwardRefs evaluated, inside generic aliases
    # too, as CPython's _eval_type does: a text is evaluated at the top and
    # inside list[...] and the like (types.GenericAlias), not in typing's
    # aliases, whose texts are ForwardRefs already (or Literal's values)
    if type(t) is str:
        return _eval_ann(t, names) if top else t
    if isinstance(t, ForwardRef):
        # CPython keeps what a reference evaluated to, and reuses it while
        # the locals it is given are its globals
        if t.__forward_evaluated__ and isinstance(names, _Scope) and names.reuse:
            return t.__forward_value__
        v = _eval_ann(t.__forward_arg__, names)
        if isinstance(v, ForwardRef):
            return t
        if isinstance(names, _Scope):
            t.__forward_evaluated__ = True
            t.__forward_value__ = v
        return v
    builtin = type(t).__name__ == 'GenericAlias'
    if not (builtin or isinstance(t, _GenericAlias)) or not t.__args__:
        return t
    new = tuple(_resolve(a, names, builtin) for a in t.__args__)
    if all(a is b for a, b in zip(new, t.__args__)):
        return t
    return type(t)(t.__origin__, new) if builtin else t.copy_with(new)


def _checked_ref(value, in_class):
    # what a forward reference evaluated to, checked as CPython's
    # ForwardRef._evaluate does (ClassVar and Final only in a class body)
    if in_class and (value is ClassVar or value is Final):
        return value
    return _type_check(value, 'Forward references must evaluate to types.', special=in_class)


def _hint(value, scope, in_class):
    if value is None:
        return _NoneType
    if type(value) is str:
        text = _strip_ann(value)
        got = _resolve(text, scope)
        return got if isinstance(got, ForwardRef) else _checked_ref(got, in_class)
    return _resolve(value, scope)


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    try:
        if obj.__no_type_check__:
            return {}
    except AttributeError:
        pass
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            try:
                ann = base.__dict__.get('__annotations__', {})
            except AttributeError:
                continue
            if not isinstance(ann, dict):
                continue
            own = dict(base.__dict__)
            home = getattr(base, '__module__', None)
            if globalns is None and localns is None:
                # CPython's order for classes: the module first, then the class
                scope = _Scope(home, own)
            else:
                scope = _Scope(own if localns is None else localns,
                               home if globalns is None else globalns)
            for name, value in ann.items():
                hints[name] = _hint(value, scope, True)
    else:
        where = obj
        if globalns is None:
            while hasattr(where, '__wrapped__'):
                where = where.__wrapped__
            where = getattr(where, '__func__', where)
            if not isinstance(obj, type(_abc)) and type(where).__name__ != 'function':
                where = None
        else:
            where = globalns
        scope = _Scope(localns, where, reuse=localns is None or localns is globalns)
        try:
            ann = obj.__annotations__
        except AttributeError:
            ann = None
        if ann is None:
            if callable(obj):
                return {}
            raise TypeError(f'{obj!r} is not a module, class, method, or function.')
        for name, value in dict(ann).items():
            hints[name] = _hint(value, scope, False)
    if not include_extras:
        hints = {k: _strip_annotations(t) for k, t in hints.items()}
    return hints


def _strip_annotations(t):
    # Annotated (and Required/NotRequired) removed at every depth; an
    # alias none of whose arguments change is given back as it is
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    kind = type(t)
    if not (isinstance(t, _GenericAlias) or kind is type(list[int]) or kind is _UnionType):
        return t
    old = t.__args__
    new = tuple(_strip_annotations(a) for a in old)
    if all(a is b for a, b in zip(new, old)):
        return t
    if kind is _UnionType:
        out = new[0]
        for a in new[1:]:
            out = out | a
        return out
    if kind is type(list[int]):
        return kind(t.__origin__, new)
    return t.copy_with(new)


def get_origin(tp):
    if isinstance(tp, _UnionType):
        return _UnionType
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, _BaseAlias):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if type(tp).__name__ == 'GenericAlias':
        return tp.__origin__
    return None


def get_args(tp):
    if isinstance(tp, _UnionType):
        return tp.__args__
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and not (len(res) == 2 and _param_expr(res[0])):
            res = (list(res[:-1]), res[-1])
        return res
    if type(tp).__name__ == 'GenericAlias':
        return tp.__args__
    return ()


# ---- functions ----

class NewType:
    def __init__(self, name, tp):
        self.__qualname__, self.__supertype__ = name, tp
        self.__name__ = name.split('.')[-1]
        self.__module__ = '__main__'   # CPython: the caller's module

    def __call__(self, x):
        return x

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


def cast(typ, val):
    return val


def assert_type(val, typ):
    return val


def assert_never(arg):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f'Expected code to be unreachable, but got: {value}')


def reveal_type(obj):
    print(f'Runtime type is {type(obj).__name__!r}')
    return obj


_overloads = {}


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        'You should not call an overloaded function. '
        'A series of @typing.overload-decorated functions '
        'outside a stub module should always be followed '
        'by an implementation that is not @overload-ed.')


def _func_key(func):
    try:
        return (func.__module__, func.__qualname__)
    except AttributeError:
        return None


def overload(func):
    key = _func_key(func)
    _overloads.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    key = _func_key(func)
    return list(_overloads.get(key, []))


def clear_overloads():
    _overloads.clear()


# final and no_type_check mark classes only: snapshots cannot store
# attributes of functions yet
def final(f):
    if isinstance(f, type):
        f.__final__ = True
    return f


def no_type_check(arg):
    if isinstance(arg, type):
        arg.__no_type_check__ = True
    return arg


def no_type_check_decorator(decorator):
    def wrapped_decorator(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    def decorator(cls_or_fn):
        if not isinstance(cls_or_fn, type):
            return cls_or_fn
        cls_or_fn.__dataclass_transform__ = {
            'eq_default': eq_default,
            'order_default': order_default,
            'kw_only_default': kw_only_default,
            'field_specifiers': field_specifiers,
            'kwargs': kwargs,
        }
        return cls_or_fn
    return decorator


_TYPING_NAMES = {
    'AbstractSet': AbstractSet,
    'Annotated': Annotated,
    'Any': Any,
    'AnyStr': AnyStr,
    'AsyncGenerator': AsyncGenerator,
    'AsyncIterable': AsyncIterable,
    'AsyncIterator': AsyncIterator,
    'Awaitable': Awaitable,
    'ByteString': ByteString,
    'Callable': Callable,
    'ChainMap': ChainMap,
    'ClassVar': ClassVar,
    'Collection': Collection,
    'Concatenate': Concatenate,
    'Container': Container,
    'Coroutine': Coroutine,
    'Counter': Counter,
    'DefaultDict': DefaultDict,
    'Deque': Deque,
    'Dict': Dict,
    'Final': Final,
    'ForwardRef': ForwardRef,
    'FrozenSet': FrozenSet,
    'Generator': Generator,
    'Generic': Generic,
    'Hashable': Hashable,
    'ItemsView': ItemsView,
    'Iterable': Iterable,
    'Iterator': Iterator,
    'KeysView': KeysView,
    'List': List,
    'Literal': Literal,
    'LiteralString': LiteralString,
    'Mapping': Mapping,
    'MappingView': MappingView,
    'MutableMapping': MutableMapping,
    'MutableSequence': MutableSequence,
    'MutableSet': MutableSet,
    'NamedTuple': NamedTuple,
    'Never': Never,
    'NewType': NewType,
    'NoReturn': NoReturn,
    'NotRequired': NotRequired,
    'Optional': Optional,
    'OrderedDict': OrderedDict,
    'ParamSpec': ParamSpec,
    'ParamSpecArgs': ParamSpecArgs,
    'ParamSpecKwargs': ParamSpecKwargs,
    'Protocol': Protocol,
    'Required': Required,
    'Reversible': Reversible,
    'Self': Self,
    'Sequence': Sequence,
    'Set': Set,
    'Sized': Sized,
    'TYPE_CHECKING': TYPE_CHECKING,
    'Text': Text,
    'Tuple': Tuple,
    'Type': Type,
    'TypeAlias': TypeAlias,
    'TypeGuard': TypeGuard,
    'TypeVar': TypeVar,
    'TypeVarTuple': TypeVarTuple,
    'TypedDict': TypedDict,
    'Union': Union,
    'Unpack': Unpack,
    'ValuesView': ValuesView,
    'assert_never': assert_never,
    'assert_type': assert_type,
    'cast': cast,
    'clear_overloads': clear_overloads,
    'dataclass_transform': dataclass_transform,
    'final': final,
    'get_args': get_args,
    'get_origin': get_origin,
    'get_overloads': get_overloads,
    'get_type_hints': get_type_hints,
    'is_typeddict': is_typeddict,
    'no_type_check': no_type_check,
    'no_type_check_decorator': no_type_check_decorator,
    'overload': overload,
    'reveal_type': reveal_type,
    'runtime_checkable': runtime_checkable,
}

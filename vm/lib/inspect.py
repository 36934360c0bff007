# inspect: signatures (Signature, Parameter, BoundArguments, signature())
# and the is*() predicates, as CPython 3.11's.  A Python function's
# parameters come from the native _params (names and counts, never the code
# object); dataclass __init__s and namedtuple __new__s (closures taking
# *args, **kwargs in baton) carry the fields their signature shows.
# Not here, by design: frames and stacks (currentframe, stack, getouterframes,
# getframeinfo), source code (getsource, getsourcelines, getfile: no files),
# getmembers' view of builtin types' slots.
import enum as _enum
import functools as _functools

__all__ = ['Parameter', 'Signature', 'BoundArguments', 'signature', 'unwrap', 'getdoc',
           'cleandoc', 'getmro', 'getfullargspec', 'FullArgSpec', 'isfunction', 'ismethod',
           'isclass', 'ismodule', 'iscoroutinefunction', 'isgeneratorfunction',
           'isasyncgenfunction', 'iscoroutine', 'isgenerator', 'isasyncgen', 'isawaitable',
           'isbuiltin', 'isroutine', 'isabstract', 'getmembers', 'get_annotations',
           'markcoroutinefunction', 'CO_COROUTINE']

_py_params = _params
_tool_info = _tool
_state_of = _gen_state
del _params, _tool, _gen_state


class _empty:
    pass        # Parameter.empty and Signature.empty: "none given"


class _void:
    pass        # replace()'s "keep what it was"


class _ParameterKind(_enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _KIND_DESCRIPTIONS[self]


_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD
_KIND_DESCRIPTIONS = {
    _POSITIONAL_ONLY: 'positional-only',
    _POSITIONAL_OR_KEYWORD: 'positional or keyword',
    _VAR_POSITIONAL: 'variadic positional',
    _KEYWORD_ONLY: 'keyword-only',
    _VAR_KEYWORD: 'variadic keyword',
}


def formatannotation(annotation, base_module=None):
    if getattr(type(annotation), '__module__', None) == 'typing' or \
            getattr(annotation, '__module__', None) == 'typing':
        import re
        return re.sub(r'[\w\.]+', lambda m: m.group().removeprefix('typing.'), repr(annotation))
    if type(annotation) is type(list[int]):
        return str(annotation)
    if isinstance(annotation, type):
        module = getattr(annotation, '__module__', 'builtins')
        if module in ('builtins', base_module):
            return annotation.__qualname__
        return module + '.' + annotation.__qualname__
    return repr(annotation)


class Parameter:
    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        if default is not _empty and kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f'{kind.description} parameters cannot have default values')
        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            raise TypeError(f'name must be a str, not a {type(name).__name__}')
        if name[0] == '.' and name[1:].isdigit():
            if kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError(f'implicit arguments must be passed as positional or keyword '
                                 f'arguments, not {kind.description}')
            kind = _POSITIONAL_ONLY
            name = 'implicit' + name[1:]
        # 3.11 lets a positional-only parameter have a keyword's name
        if not name.isidentifier() or (name in _KEYWORDS and kind is not _POSITIONAL_ONLY):
            raise ValueError(f'{name!r} is not a valid parameter name')
        self._name, self._kind = name, kind
        self._default, self._annotation = default, annotation

    name = property(lambda self: self._name)
    kind = property(lambda self: self._kind)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(self._name if name is _void else name,
                          self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        stars = {_VAR_POSITIONAL: '*', _VAR_KEYWORD: '**'}.get(self._kind, '')
        annotated = self._annotation is not _empty
        text = stars + self._name
        if annotated:
            text += ': ' + formatannotation(self._annotation)
        if self._default is not _empty:
            text += (' = ' if annotated else '=') + repr(self._default)
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if isinstance(other, Parameter):
            return all(getattr(self, slot) == getattr(other, slot) for slot in self.__slots__)
        return NotImplemented


_KEYWORDS = frozenset(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await',
                       'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except',
                       'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is',
                       'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try',
                       'while', 'with', 'yield'])


_NAMED_ONLY = (_KEYWORD_ONLY, _VAR_KEYWORD)


class BoundArguments:
    __slots__ = ('arguments', '_signature')

    def __init__(self, signature, arguments):
        self._signature, self.arguments = signature, arguments

    signature = property(lambda self: self._signature)

    def _split(self):
        # the parameters as (name, parameter) and where the positional part
        # ends: at the first keyword-only/**kwargs one or the first unbound
        pairs = list(self._signature.parameters.items())
        for at, (name, param) in enumerate(pairs):
            if param.kind in _NAMED_ONLY or name not in self.arguments:
                return pairs, at
        return pairs, len(pairs)

    @property
    def args(self):
        pairs, cut = self._split()
        out = []
        for name, param in pairs[:cut]:
            value = self.arguments[name]
            if param.kind == _VAR_POSITIONAL:
                out += value
            else:
                out.append(value)
        return tuple(out)

    @property
    def kwargs(self):
        pairs, cut = self._split()
        out = {}
        for name, param in pairs[cut:]:
            if name not in self.arguments:
                continue
            if param.kind == _VAR_KEYWORD:
                out.update(self.arguments[name])
            else:
                out[name] = self.arguments[name]
        return out

    def apply_defaults(self):
        filled = {}
        given = self.arguments
        for name, param in self._signature.parameters.items():
            if name in given:
                filled[name] = given[name]
            elif param.default is not _empty:
                filled[name] = param.default
            elif param.kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
                filled[name] = () if param.kind == _VAR_POSITIONAL else {}
        self.arguments = filled

    def __eq__(self, other):
        if self is other:
            return True
        if isinstance(other, BoundArguments):
            return self.signature == other.signature and self.arguments == other.arguments
        return NotImplemented

    def __repr__(self):
        shown = ', '.join(f'{k}={v!r}' for k, v in self.arguments.items())
        return f'<{type(self).__name__} ({shown})>'


def _positional_only_keyword(param):
    return TypeError(f'{param.name!r} parameter is positional only, but was passed as a keyword')


class Signature:
    __slots__ = ('_return_annotation', '_parameters')

    empty = _empty
    _bound_arguments_cls = BoundArguments

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        table = {}
        highest = _POSITIONAL_ONLY      # kinds may only go up
        defaulted = False               # a positional one had a default
        for param in () if parameters is None else parameters:
            name, kind = param.name, param.kind
            if __validate_parameters__:
                if kind < highest:
                    raise ValueError(f'wrong parameter order: {highest.description} parameter '
                                     f'before {kind.description} parameter')
                highest = max(highest, kind)
                if kind <= _POSITIONAL_OR_KEYWORD:
                    if param.default is not _empty:
                        defaulted = True
                    elif defaulted:
                        raise ValueError('non-default argument follows default argument')
                if name in table:
                    raise ValueError(f'duplicate parameter name: {name!r}')
            table[name] = param
        self._parameters = _MappingProxy(table)
        self._return_annotation = return_annotation

    parameters = property(lambda self: self._parameters)
    return_annotation = property(lambda self: self._return_annotation)

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None,
                      eval_str=False):
        return _signature_of(obj, follow_wrapped, cls)

    def replace(self, *, parameters=_void, return_annotation=_void):
        keep = parameters is _void
        return type(self)(self.parameters.values() if keep else parameters,
                          return_annotation=(self._return_annotation
                                             if return_annotation is _void
                                             else return_annotation))

    def _key(self):
        every = self.parameters.values()
        return (tuple(p for p in every if p.kind != _KEYWORD_ONLY),
                {p.name: p for p in every if p.kind == _KEYWORD_ONLY},
                self.return_annotation)

    def __hash__(self):
        ordered, named, returns = self._key()
        return hash((ordered, frozenset(named.values()), returns))

    def __eq__(self, other):
        if self is other:
            return True
        if isinstance(other, Signature):
            return self._key() == other._key()
        return NotImplemented

    def _bind(self, args, kwargs, *, partial=False):
        params = list(self.parameters.values())
        bound = {}
        at = 0                  # the next parameter a value may go to
        for index, value in enumerate(args):
            if at == len(params) or params[at].kind in _NAMED_ONLY:
                raise TypeError('too many positional arguments')
            param = params[at]
            at += 1
            if param.kind == _VAR_POSITIONAL:
                bound[param.name] = tuple(args[index:])
                break
            if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                raise TypeError(f'multiple values for argument {param.name!r}')
            bound[param.name] = value
        else:
            # the positional values ran out before this parameter
            if at < len(params):
                param = params[at]
                if param.kind == _VAR_POSITIONAL:
                    at += 1
                elif param.name in kwargs:
                    if param.kind == _POSITIONAL_ONLY:
                        raise _positional_only_keyword(param)
                elif (param.kind != _VAR_KEYWORD and param.default is _empty
                      and not partial):
                    raise TypeError(f'missing a required argument: {param.name!r}')
        catch_all = None
        for param in params[at:]:
            if param.kind == _VAR_KEYWORD:
                catch_all = param
            elif param.kind == _VAR_POSITIONAL:
                pass
            elif param.name in kwargs:
                if param.kind == _POSITIONAL_ONLY:
                    raise _positional_only_keyword(param)
                bound[param.name] = kwargs.pop(param.name)
            elif param.default is _empty and not partial:
                raise TypeError(f'missing a required argument: {param.name!r}')
        if kwargs:
            if catch_all is None:
                raise TypeError(f'got an unexpected keyword argument {next(iter(kwargs))!r}')
            bound[catch_all.name] = kwargs
        return self._bound_arguments_cls(self, bound)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __str__(self):
        shown = []
        last = None
        star_needed = True       # a bare * goes before the first keyword-only
        for param in self.parameters.values():
            kind = param.kind
            if last == _POSITIONAL_ONLY and kind != _POSITIONAL_ONLY:
                shown.append('/')
            if kind == _VAR_POSITIONAL:
                star_needed = False
            elif kind == _KEYWORD_ONLY and star_needed:
                shown.append('*')
                star_needed = False
            shown.append(str(param))
            last = kind
        if last == _POSITIONAL_ONLY:
            shown.append('/')
        text = '(%s)' % ', '.join(shown)
        if self.return_annotation is _empty:
            return text
        return f'{text} -> {formatannotation(self.return_annotation)}'

    def __repr__(self):
        return f'<{type(self).__name__} {self}>'


class _MappingProxy:
    # Signature.parameters: a read-only ordered mapping (CPython: mappingproxy)
    __slots__ = ('_d',)

    def __init__(self, d):
        self._d = d

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __contains__(self, k):
        return k in self._d

    def __eq__(self, other):
        return self._d == (other._d if isinstance(other, _MappingProxy) else other)

    def get(self, k, default=None):
        return self._d.get(k, default)

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def copy(self):
        return dict(self._d)

    def __repr__(self):
        # CPython 3.11 keeps the parameters in an OrderedDict
        pairs = list(self._d.items())
        return f'mappingproxy(OrderedDict({pairs!r}))' if pairs else 'mappingproxy(OrderedDict())'


# ---- signature() ----

def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return _signature_of(obj, follow_wrapped, Signature)


def _function_signature(func, cls):
    return _params_signature(_py_params(func), func.__defaults__, func.__kwdefaults__,
                             func.__annotations__, cls)


def _tool_signature(tool, cls):
    # a host tool: the parameters of the signature it was declared with;
    # one declared without any takes whatever it is given
    info, defaults, kwdefaults, ann, _ = _tool_info(tool)
    if info is None:
        return cls([Parameter('args', _VAR_POSITIONAL), Parameter('kwargs', _VAR_KEYWORD)])
    if ann:
        ann = {k: _tool_annotation(v) for k, v in ann.items()}
    return _params_signature(info, defaults, kwdefaults, ann, cls)


_ANN_NAMES = {'int': int, 'str': str, 'float': float, 'bool': bool, 'bytes': bytes,
              'list': list, 'dict': dict, 'tuple': tuple, 'set': set,
              'frozenset': frozenset, 'object': object, 'None': None}


def _tool_annotation(text):
    # a tool's annotations are kept as texts (its signature may name types
    # the program never imports); those made of builtin types, [...] and |
    # become the objects a def would have, the others stay texts
    def split(s, sep):
        parts, depth, start = [], 0, 0
        for i, ch in enumerate(s):
            if ch == '[':
                depth += 1
            elif ch == ']':
                depth -= 1
            elif ch == sep and depth == 0:
                parts.append(s[start:i])
                start = i + 1
        parts.append(s[start:])
        return parts

    def build(s):
        s = s.strip()
        alts = split(s, '|')
        if len(alts) > 1:
            out = build(alts[0])
            for a in alts[1:]:
                out = out | build(a)
            return out
        if s.endswith(']') and '[' in s:
            head, _, inner = s[:-1].partition('[')
            base = _ANN_NAMES.get(head.strip())
            if not isinstance(base, type):
                raise LookupError(s)
            args = tuple(build(a) for a in split(inner, ','))
            return base[args if len(args) > 1 else args[0]]
        if s not in _ANN_NAMES:
            raise LookupError(s)
        return _ANN_NAMES[s]

    try:
        return build(text)
    except (LookupError, TypeError):
        return text


def _params_signature(info, defaults, kwdefaults, ann, cls):
    names, nposonly, nargs, nkwonly, varargs, varkw, _ = info
    defaults = defaults or ()
    kwdefaults = kwdefaults or {}
    ann = ann or {}
    params = []
    first_default = nargs - len(defaults)
    for i in range(nargs):
        name = names[i]
        kind = _POSITIONAL_ONLY if i < nposonly else _POSITIONAL_OR_KEYWORD
        default = defaults[i - first_default] if i >= first_default else _empty
        params.append(Parameter(name, kind, default=default, annotation=ann.get(name, _empty)))
    j = nargs + nkwonly
    if varargs:
        name = names[j]
        params.append(Parameter(name, _VAR_POSITIONAL, annotation=ann.get(name, _empty)))
        j += 1
    for i in range(nargs, nargs + nkwonly):
        name = names[i]
        params.append(Parameter(name, _KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                                annotation=ann.get(name, _empty)))
    if varkw:
        name = names[j]
        params.append(Parameter(name, _VAR_KEYWORD, annotation=ann.get(name, _empty)))
    return cls(params, return_annotation=ann.get('return', _empty),
               __validate_parameters__=False)


def _fields_signature(func, cls):
    # dataclasses' and namedtuple's generated methods: (self, *fields);
    # _signature_fields = ([(name, kind, (default,) or (), (annotation,) or ())],
    # (return annotation,) or ())
    entries, ret = func._signature_fields
    ann = func.__annotations__ or {}
    params = [Parameter('self', _POSITIONAL_OR_KEYWORD)]
    for name, kind, default, annotation in entries:
        params.append(Parameter(name, kind, default=default[0] if default else _empty,
                                annotation=annotation[0] if annotation else
                                ann.get(name, _empty)))
    return cls(params, return_annotation=ret[0] if ret else _empty,
               __validate_parameters__=False)


def _drop_first(sig):
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError('invalid method signature')
    if params[0].kind == _VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _partial_signature(sig, partial):
    old = sig.parameters
    pargs = partial.args or ()
    pkw = partial.keywords or {}
    try:
        ba = sig.bind_partial(*pargs, **pkw)
    except TypeError:
        raise ValueError(f'partial object {partial!r} has incorrect arguments') from None
    new = dict(old.items())
    to_kwonly = False
    for name, param in old.items():
        if name in ba.arguments:
            value = ba.arguments[name]
            if param.kind is _POSITIONAL_ONLY:
                del new[name]
                continue
            if param.kind is _POSITIONAL_OR_KEYWORD:
                if name in pkw:
                    to_kwonly = True
                    new[name] = param.replace(default=value)
                else:
                    del new[name]
                    continue
            if param.kind is _KEYWORD_ONLY:
                new[name] = param.replace(default=value)
        if to_kwonly:
            if param.kind is _POSITIONAL_OR_KEYWORD:
                p = new.pop(name).replace(kind=_KEYWORD_ONLY)
                new[name] = p
            elif param.kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                new[name] = new.pop(name)
            elif param.kind is _VAR_POSITIONAL:
                new.pop(name)
    return sig.replace(parameters=new.values())


def _own_attr(klass, name):
    # the class in klass's MRO (object excluded) whose dict defines name
    for base in klass.__mro__[:-1]:
        d = getattr(base, '__dict__', None)   # (builtin types have none)
        if d is not None and name in d:
            return d[name]
    return None


def _signature_of(obj, follow_wrapped, cls):
    if not callable(obj):
        raise TypeError(f'{obj!r} is not a callable object')
    if ismethod(obj):
        return _drop_first(_signature_of(obj.__func__, follow_wrapped, cls))
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, '__signature__'))
        if ismethod(obj):
            return _signature_of(obj, follow_wrapped, cls)
    sig = None if isclass(obj) else getattr(obj, '__signature__', None)
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError(f'unexpected object {sig!r} in __signature__ attribute')
        return sig
    if isinstance(obj, _functools.partial):
        return _partial_signature(_signature_of(obj.func, follow_wrapped, cls), obj)
    if isfunction(obj):
        if hasattr(obj, '_signature_fields'):
            return _fields_signature(obj, cls)
        return _function_signature(obj, cls)
    if isclass(obj):
        new = _own_attr(obj, '__new__')
        init = _own_attr(obj, '__init__')
        # the one defined nearer in the MRO wins; __init__ on a tie
        for base in obj.__mro__[:-1]:
            d = getattr(base, '__dict__', {})
            if '__init__' in d:
                meth = init
                break
            if '__new__' in d:
                meth = new
                break
        else:
            meth = None
        if meth is None:
            return cls([])
        if isinstance(meth, staticmethod):
            meth = meth.__func__
        return _drop_first(_signature_of(meth, follow_wrapped, cls))
    if isbuiltin(obj):
        if _tool_info(obj) is not None:
            return _tool_signature(obj, cls)
        sig = _builtin_signature(obj, cls)
        if sig is None:
            raise ValueError(f'no signature found for builtin {obj!r}')
        return sig
    call = _own_attr(type(obj), '__call__')
    if call is not None and isfunction(call):
        return _drop_first(_signature_of(call, follow_wrapped, cls))
    raise ValueError(f'callable {obj!r} is not supported by signature')


# CPython's text signatures (__text_signature__) of the builtins that have
# one, keyed by the function; the others (max, min, getattr, iter, next,
# range...) have none there either.  Each parameter: name, kind, default
# (_empty: none).
_P, _PK, _VP, _KO = _POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL, _KEYWORD_ONLY
_BUILTIN_PARAMS = {
    abs: [('x', _P, _empty)],
    aiter: [('async_iterable', _P, _empty)],
    all: [('iterable', _P, _empty)],
    any: [('iterable', _P, _empty)],
    ascii: [('obj', _P, _empty)],
    bin: [('number', _P, _empty)],
    callable: [('obj', _P, _empty)],
    chr: [('i', _P, _empty)],
    delattr: [('obj', _P, _empty), ('name', _P, _empty)],
    divmod: [('x', _P, _empty), ('y', _P, _empty)],
    format: [('value', _P, _empty), ('format_spec', _P, '')],
    hasattr: [('obj', _P, _empty), ('name', _P, _empty)],
    hash: [('obj', _P, _empty)],
    hex: [('number', _P, _empty)],
    id: [('obj', _P, _empty)],
    isinstance: [('obj', _P, _empty), ('class_or_tuple', _P, _empty)],
    issubclass: [('cls', _P, _empty), ('class_or_tuple', _P, _empty)],
    len: [('obj', _P, _empty)],
    oct: [('number', _P, _empty)],
    ord: [('c', _P, _empty)],
    pow: [('base', _PK, _empty), ('exp', _PK, _empty), ('mod', _PK, None)],
    print: [('args', _VP, _empty), ('sep', _KO, ' '), ('end', _KO, '\n'),
              ('file', _KO, None), ('flush', _KO, False)],
    repr: [('obj', _P, _empty)],
    round: [('number', _PK, _empty), ('ndigits', _PK, None)],
    setattr: [('obj', _P, _empty), ('name', _P, _empty), ('value', _P, _empty)],
    sorted: [('iterable', _P, _empty), ('key', _KO, None), ('reverse', _KO, False)],
    sum: [('iterable', _P, _empty), ('start', _PK, 0)],
}


def _builtin_signature(obj, cls):
    try:
        params = _BUILTIN_PARAMS.get(obj)
    except TypeError:
        return None
    if params is None:
        return None
    return cls([Parameter(n, k, default=d) for n, k, d in params])


def unwrap(func, *, stop=None):
    f = func
    seen = {id(f)}
    while hasattr(f, '__wrapped__') and not (stop is not None and stop(f)):
        f = f.__wrapped__
        if id(f) in seen or len(seen) >= 100000:
            raise ValueError(f'wrapper loop when unwrapping {func!r}')
        seen.add(id(f))
    return f


# ---- predicates ----

_FunctionType = type(unwrap)
_BuiltinType = type(len)
_MethodType = type(_MappingProxy({}).get)
_ModuleType = type(_enum)


def _g():
    yield


async def _c():
    pass


async def _ag():
    yield


_GeneratorType = type(_g())
_co = _c()
_CoroutineType = type(_co)
_co.close()
_AsyncGenType = type(_ag())
del _g, _c, _ag, _co

CO_COROUTINE = 128


def isfunction(obj):
    return type(obj) is _FunctionType


def ismethod(obj):
    return type(obj) is _MethodType


def isclass(obj):
    return isinstance(obj, type)


def ismodule(obj):
    return type(obj) is _ModuleType


def isbuiltin(obj):
    return type(obj) is _BuiltinType


def isroutine(obj):
    return isbuiltin(obj) or isfunction(obj) or ismethod(obj)


def _kind(obj):
    while ismethod(obj):
        obj = obj.__func__
    while isinstance(obj, _functools.partial):
        obj = obj.func
    if not isfunction(obj):
        tool = _tool_info(obj)
        # an async tool's calls give awaitables, as an async def's do
        return 2 if tool is not None and tool[4] else -1
    return _py_params(obj)[6]


def isgeneratorfunction(obj):
    return _kind(obj) == 1


def iscoroutinefunction(obj):
    return _kind(obj) == 2 or getattr(obj, '_is_coroutine_marker', None) is _is_coroutine_mark


def isasyncgenfunction(obj):
    return _kind(obj) == 3


_is_coroutine_mark = object()


def markcoroutinefunction(func):
    if hasattr(func, '__func__'):
        func = func.__func__
    func._is_coroutine_marker = _is_coroutine_mark
    return func


def isgenerator(obj):
    return type(obj) is _GeneratorType


def iscoroutine(obj):
    return type(obj) is _CoroutineType


def isasyncgen(obj):
    return type(obj) is _AsyncGenType


def isawaitable(obj):
    return iscoroutine(obj) or hasattr(type(obj), '__await__')


GEN_CREATED = 'GEN_CREATED'
GEN_RUNNING = 'GEN_RUNNING'
GEN_SUSPENDED = 'GEN_SUSPENDED'
GEN_CLOSED = 'GEN_CLOSED'
CORO_CREATED = 'CORO_CREATED'
CORO_RUNNING = 'CORO_RUNNING'
CORO_SUSPENDED = 'CORO_SUSPENDED'
CORO_CLOSED = 'CORO_CLOSED'


def getgeneratorstate(generator):
    state = _state_of(generator, False)
    if state is None:
        raise AttributeError(f"'{type(generator).__name__}' object has no attribute 'gi_running'")
    return (GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_CLOSED)[state]


def getcoroutinestate(coroutine):
    state = _state_of(coroutine, True)
    if state is None:
        raise AttributeError(f"'{type(coroutine).__name__}' object has no attribute 'cr_running'")
    return (CORO_CREATED, CORO_SUSPENDED, CORO_RUNNING, CORO_CLOSED)[state]


def isabstract(obj):
    return isinstance(obj, type) and bool(getattr(obj, '__abstractmethods__', None))


# ---- the rest ----

def getmro(cls):
    return cls.__mro__


def cleandoc(doc):
    head, *body = doc.expandtabs().split('\n')
    margin = min((len(line) - len(line.lstrip()) for line in body if line.lstrip()),
                 default=0)
    lines = [head.lstrip()] + [line[margin:] for line in body]
    lo, hi = 0, len(lines)
    while hi > lo and not lines[hi - 1]:
        hi -= 1
    while lo < hi and not lines[lo]:
        lo += 1
    return '\n'.join(lines[lo:hi])


def getdoc(obj):
    try:
        doc = obj.__doc__
    except AttributeError:
        return None
    if doc is None and isclass(obj):
        for base in obj.__mro__[1:-1]:
            doc = base.__dict__.get('__doc__')
            if doc is not None:
                break
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if isinstance(obj, type):
        found = obj.__dict__.get('__annotations__')      # never a base class's
    elif ismodule(obj) or callable(obj):
        found = getattr(obj, '__annotations__', None)
    else:
        raise TypeError(f'{obj!r} is not a module, class, or callable.')
    if found is None:
        return {}
    if isinstance(found, dict):
        return dict(found)
    raise ValueError(f'{obj!r}.__annotations__ is neither a dict nor None')


def getmembers(obj, predicate=None):
    names = []
    klass = obj if isclass(obj) else type(obj)
    if not isclass(obj):
        try:
            names.extend(vars(obj))
        except TypeError:
            pass
    for base in getattr(klass, '__mro__', (klass,))[:-1]:
        names.extend(base.__dict__)
    out = []
    for name in sorted(set(names)):
        try:
            value = getattr(obj, name)
        except AttributeError:
            continue
        if predicate is None or predicate(value):
            out.append((name, value))
    return out


class FullArgSpec(tuple):
    __slots__ = ()
    _fields = ('args', 'varargs', 'varkw', 'defaults', 'kwonlyargs', 'kwonlydefaults',
               'annotations')

    def __new__(cls, *values):
        return tuple.__new__(cls, values)

    args = property(lambda self: self[0])
    varargs = property(lambda self: self[1])
    varkw = property(lambda self: self[2])
    defaults = property(lambda self: self[3])
    kwonlyargs = property(lambda self: self[4])
    kwonlydefaults = property(lambda self: self[5])
    annotations = property(lambda self: self[6])

    def __repr__(self):
        return 'FullArgSpec(' + ', '.join(f'{n}={v!r}' for n, v in zip(self._fields, self)) + ')'


def getfullargspec(func):
    try:
        sig = _signature_of(func, False, Signature)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    by_kind = {kind: [] for kind in _ParameterKind}
    defaults, kwdefaults, notes = [], {}, {}
    if sig.return_annotation is not _empty:
        notes['return'] = sig.return_annotation
    for param in sig.parameters.values():
        by_kind[param.kind].append(param.name)
        if param.annotation is not _empty:
            notes[param.name] = param.annotation
        if param.default is _empty:
            pass
        elif param.kind == _KEYWORD_ONLY:
            kwdefaults[param.name] = param.default
        else:
            defaults.append(param.default)
    star, stars = by_kind[_VAR_POSITIONAL], by_kind[_VAR_KEYWORD]
    return FullArgSpec(by_kind[_POSITIONAL_ONLY] + by_kind[_POSITIONAL_OR_KEYWORD],
                       star[0] if star else None, stars[0] if stars else None,
                       tuple(defaults) or None, by_kind[_KEYWORD_ONLY], kwdefaults or None,
                       notes)

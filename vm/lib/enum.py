# enum for baton: Enum, IntEnum, StrEnum, ReprEnum, Flag, IntFlag, the
# FlagBoundary values (STRICT, CONFORM, EJECT, KEEP), auto, member,
# nonmember, unique, verify with EnumCheck, global_enum, show_flag_values
# and EnumType (also EnumMeta).  The behaviour is CPython 3.11's; the code
# is baton's own.
#
# Construction.  Everything an enum class does as a class (Color['RED'],
# Color(1), iter, len, reversed, `in`, repr(Color), __members__) sits on
# EnumType, made Enum's metaclass by the private native _set_meta
# (vm/class.h: Class.meta), a name deleted before any program code runs.
# A class statement deriving from Enum fills a plain dict; type.__new__
# (the prelude's _type_new) then calls EnumType._baton_build_ with the
# finished class and that dict.  The build
# reads the dict into a _Plan (member candidates in order, the sunder
# settings), settles the member type and the member constructor, and
# enrolls the members one by one (_enroll).  Members of mixed-in enums
# (IntEnum, StrEnum, `class X(int, Enum)`) are instances of a subclass of
# the builtin type; the native _base_of returns the builtin value inside.
#
# Known differences from CPython: `5 in Color` raises the TypeError
# without the preceding DeprecationWarning; the functional API ignores
# module= and qualname=; members hash by identity.

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
    'ReprEnum', 'auto', 'unique', 'member', 'nonmember', 'FlagBoundary',
    'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'show_flag_values',
    'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE', 'verify',
    'global_enum',
]

_int_bin = bin
# The module's own classes do not exist while the first of them are built;
# the build tests these names against None until then.
Enum = Flag = ReprEnum = None
EJECT = KEEP = STRICT = CONFORM = None


class nonmember(object):
    def __init__(self, value):
        self.value = value


class member(object):
    def __init__(self, value):
        self.value = value


class _Unset:
    def __repr__(self):
        return '_auto_null'


_auto_null = _Unset()

# -- auto() and arithmetic on it inside a class body -----------------------
# The class body fills a plain dict, so an auto() has no value yet while
# the body runs.  An expression such as `RW = R | W` or `C = A + 1` is
# therefore recorded (a _Formula) and worked out when members are made, in
# member order, once its operands have values; the results are CPython's.


def _formula_pair(sym, fn):
    return (lambda self, other: _Formula(sym, fn, self, other),
            lambda self, other: _Formula(sym, fn, other, self))


class _Arith:
    __or__, __ror__ = _formula_pair('|', lambda a, b: a | b)
    __and__, __rand__ = _formula_pair('&', lambda a, b: a & b)
    __xor__, __rxor__ = _formula_pair('^', lambda a, b: a ^ b)
    __add__, __radd__ = _formula_pair('+', lambda a, b: a + b)
    __sub__, __rsub__ = _formula_pair('-', lambda a, b: a - b)
    __mul__, __rmul__ = _formula_pair('*', lambda a, b: a * b)
    __floordiv__ = _formula_pair('//', lambda a, b: a // b)[0]
    __mod__ = _formula_pair('%', lambda a, b: a % b)[0]
    __pow__ = _formula_pair('**', lambda a, b: a ** b)[0]
    __lshift__ = _formula_pair('<<', lambda a, b: a << b)[0]
    __rshift__ = _formula_pair('>>', lambda a, b: a >> b)[0]

    def __invert__(self):
        return _Formula('~', None, self, None)

    def __neg__(self):
        return _Formula('-', None, self, None)


class auto(_Arith):
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


def _settle(x):
    if isinstance(x, auto):
        return x.value
    if isinstance(x, _Formula):
        return x.evaluate()
    return x


def _operand_name(x):
    return 'auto' if x is _auto_null else type(x).__name__


class _Formula(_Arith):
    def __init__(self, sym, fn, left, right):
        self.sym, self.fn, self.left, self.right = sym, fn, left, right

    def evaluate(self):
        a = _settle(self.left)
        if self.fn is None:
            if a is _auto_null:
                raise TypeError("bad operand type for unary %s: 'auto'" % self.sym)
            return ~a if self.sym == '~' else -a
        b = _settle(self.right)
        if a is _auto_null or b is _auto_null:
            raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'"
                            % (self.sym, _operand_name(a), _operand_name(b)))
        return self.fn(a, b)


# -- names and bits ----------------------------------------------------------

def _a_function():
    pass


_PLAIN_DESCRIPTORS = (type(_a_function), type(len), staticmethod, classmethod, property)


def _is_descriptor(obj):
    if isinstance(obj, _PLAIN_DESCRIPTORS):
        return True
    kind = type(obj)
    return any(_attr(kind, hook) is not None for hook in ('__get__', '__set__', '__delete__'))


def _wrapped_in(name, mark):
    # 'mark' + at least one character + 'mark', the character next to each
    # mark not an underscore
    n = len(mark)
    return (len(name) > 2 * n and name.startswith(mark) and name.endswith(mark)
            and name[n] != '_' and name[-n - 1] != '_')


def _is_dunder(name):
    return _wrapped_in(name, '__')


def _is_sunder(name):
    return _wrapped_in(name, '_')


def _is_private(cls_name, name):
    head = '_' + cls_name + '__'
    return len(name) > len(head) and name.startswith(head) and not name.endswith('__')


def _is_single_bit(num):
    return num != 0 and num & (num - 1) == 0


def _high_bit(value):
    return value.bit_length() - 1


def _iter_bits_lsb(num):
    n = num.value if isinstance(num, Enum) else num
    if n < 0:
        raise ValueError('%r is not a positive integer' % (num,))
    while n:
        low = n & -n
        yield low
        n -= low


def show_flag_values(value):
    return list(_iter_bits_lsb(value))


def bin(num, max_bits=None):
    # two's complement with one sign digit: bin(5) '0b0 101', bin(-5) '0b1 011'
    width = num.bit_length()
    if num < 0:
        text = _int_bin(num + (1 << (width + 1)))[3:]
        sign = '1'
    else:
        text = _int_bin(num)[2:] if num else ''
        text = text.rjust(width, '0')
        sign = '0'
    if max_bits is not None and len(text) < max_bits:
        text = (sign * max_bits + text)[-max_bits:]
    return '0b%s %s' % (sign, text)


# -- looking into classes (baton's builtin types have no __dict__/__mro__) --

def _mro(k):
    try:
        return k.__mro__
    except AttributeError:
        return (k, object)


def _class_dict(k):
    try:
        return k.__dict__
    except AttributeError:
        return None


def _attr(k, name):
    # name's value along k's MRO in class-statement namespaces (a
    # staticmethod unwrapped); None when absent or first met on a builtin
    for c in _mro(k):
        ns = _class_dict(c)
        if ns is None:
            return None
        if name in ns:
            found = ns[name]
            return found.__func__ if isinstance(found, staticmethod) else found
    return None


def _everything_on(obj):
    # object.__dir__(obj): the instance's attributes and those of every
    # class along its MRO
    try:
        names = set(obj.__dict__)
    except AttributeError:
        names = set()
    for k in type(obj).__mro__:
        ns = _class_dict(k)
        names.update(dir(k) if ns is None else ns)
    return names


def _set(cls, name, value):
    type.__setattr__(cls, name, value)


# -- building an enum class ---------------------------------------------------

_SUNDER_NAMES = frozenset((
    '_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
    '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_'))
_FUNCTIONAL = []     # namespaces handed from _create_ to the class it makes


def _chain_data_type(chain):
    # the type whose values the members of an enum derived from chain hold:
    # the nearest builtin or class with its own __new__ (or a dataclass),
    # reported as the class that first led to it
    via = None
    for k in _mro(chain):
        if k is object:
            continue
        if isinstance(k, EnumType):
            if k._member_type_ is not object:
                return k._member_type_
            continue
        ns = _class_dict(k)
        if ns is None or '__new__' in ns or '__dataclass_fields__' in ns:
            return via or k
        if via is None:
            via = k
    return None


def _mixins(cls_name, bases):
    if not bases:
        return object, Enum
    for chain in bases:
        for k in _mro(chain):
            if isinstance(k, EnumType) and k._member_names_:
                raise TypeError("<enum %r> cannot extend %r" % (cls_name, k))
    last = bases[-1]
    if not isinstance(last, EnumType):
        raise TypeError("new enumerations should be created as "
                        "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
    found = set()
    for chain in bases:
        t = _chain_data_type(chain)
        if t is not None:
            found.add(t)
    if len(found) > 1:
        raise TypeError('too many data types for %r: %r' % (cls_name, found))
    return (found.pop() if found else object), last


def _constructor(own_new, member_type, base_enum):
    # (callable making a bare member, whether it takes the value's parts)
    if own_new is not None:
        return own_new, True
    skip = (None, object.__new__, Enum.__new__)
    for hook in ('__new_member__', '__new__'):
        for where in (member_type, base_enum):
            fn = _attr(where, hook)
            if fn not in skip:
                return fn, True
    # _object_new_any builds a member of a builtin mixin from its value; a
    # mixin of Python classes only (a dataclass) has object.__new__, as in
    # CPython: a bare member, its value member_type(*parts)
    if member_type is not object and _builtin_base(member_type) is not object:
        return _object_new_any, True
    return object.__new__, False


def _builtin_base(k):
    # the first class along k's MRO that is not a class statement's
    for c in _mro(k):
        if _class_dict(c) is None:
            return c
    return object


def _as_names(spec):
    return spec.replace(',', ' ').split() if isinstance(spec, str) else list(spec)


class _Plan:
    # what a class body says about the members-to-be
    def __init__(self, cls, ns, base_enum):
        self.names = []
        self.raw = {}
        self.ignore = _as_names(ns.get('_ignore_', ())) + ['_ignore_']
        self.next_value = base_enum._generate_next_value_
        self.history = []          # values so far, as _generate_next_value_ sees them
        self.auto_seen = False
        for key, value in list(ns.items()):
            self.consider(cls, key, value)

    def consider(self, cls, key, value):
        if _is_private(cls.__name__, key):
            return
        if _is_sunder(key):
            if key not in _SUNDER_NAMES:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use'
                                 % (key,))
            if key == '_generate_next_value_':
                if self.auto_seen:
                    raise TypeError("_generate_next_value_ must be defined before members")
                self.next_value = getattr(value, '__func__', value)
            return
        if _is_dunder(key) or key in self.ignore:
            return
        if isinstance(value, nonmember):
            _set(cls, key, value.value)
            return
        if _is_descriptor(value):
            return
        if isinstance(value, member):
            value = value.value
        if isinstance(value, _Formula):
            value = value.evaluate()
        self.names.append(key)
        self.raw[key] = self.fill_autos(key, value)

    def fill_autos(self, key, value):
        lone = isinstance(value, auto)
        parts = (value,) if lone else value
        if type(parts) is not tuple or not any(isinstance(p, auto) for p in parts):
            self.history.append(value)
            return value
        out = []
        for p in parts:
            if isinstance(p, auto):
                if p.value is _auto_null:
                    p.value = self.next_value(key, 1, len(self.names) - 1, self.history[:])
                    self.auto_seen = True
                p = p.value
                self.history.append(p)
            out.append(p)
        return out[0] if lone else tuple(out)


def _enroll(cls, name, value, is_flag):
    # make one member (or find that it is an alias) and file it everywhere
    parts = value if isinstance(value, tuple) else (value,)
    if cls._member_type_ is tuple:
        parts = (parts,)
    made = cls._new_member_(cls, *parts) if cls._use_args_ else cls._new_member_(cls)
    if not hasattr(made, '_value_'):
        if cls._member_type_ is object:
            made._value_ = value
        else:
            try:
                made._value_ = cls._member_type_(*parts)
            except Exception as exc:
                problem = TypeError('_value_ not set in __new__, unable to create it')
                problem.__cause__ = exc
                raise problem
    value = made._value_
    made._name_ = name
    made.__objclass__ = cls
    for k in cls.__mro__:
        ns = _class_dict(k)
        if ns is not None and '__init__' in ns:
            ns['__init__'](made, *parts)
            break
    made._sort_order_ = len(cls._member_names_)
    if is_flag:
        mask = cls._flag_mask_ | value
        cls._flag_mask_ = mask
        if _is_single_bit(value):
            cls._singles_mask_ |= value
        cls._all_bits_ = (1 << mask.bit_length()) - 1
    canonical = _existing_member(cls, value)
    if canonical is None:
        canonical = made
        if not is_flag or _is_single_bit(value):
            cls._member_names_.append(name)
    _set(cls, name, canonical)
    cls._member_map_[name] = canonical
    try:
        cls._value2member_map_.setdefault(value, canonical)
    except TypeError:
        cls._unhashable_values_.append(value)


def _existing_member(cls, value):
    try:
        return cls._value2member_map_.get(value)
    except TypeError:
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
        return None


def _data_str(self):
    return str(_base_of(self))


def _data_format(self, format_spec):
    return type(_base_of(self)).__format__(self, format_spec)


def _defines_before_builtin(cls, name, member_type):
    # whether cls keeps the name it finds along its MRO: not when that is
    # object's, a builtin data type's or the data type mixin's own (a
    # dataclass's __repr__), which the enum's replaces, as in CPython
    for k in cls.__mro__:
        ns = _class_dict(k)
        if ns is None:
            return False
        if name in ns:
            return member_type is object or k not in _mro(member_type)
    return False


def _check_order(cls, order, is_flag):
    listed = _as_names(order)
    known = cls._member_map_
    kept = []
    for n in listed:
        if n in known:
            if n not in cls._member_names_:
                continue
            if is_flag and not _is_single_bit(known[n]._value_):
                continue
        kept.append(n)
    if kept != cls._member_names_:
        raise TypeError('member order does not match _order_:\n  %r\n  %r'
                        % (cls._member_names_, kept))


_FLAG_OPS = ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__', '__invert__')


class EnumType:
    __module__ = 'enum'

    def __getattr__(cls, name):
        # CPython 3.11's EnumType.__getattr__: a name the class lacks is
        # AttributeError(name), not type's "type object ... has no attribute".
        raise AttributeError(name)

    def _baton_build_(cls, ns, kwds):
        boundary = kwds.pop('boundary', None)
        if kwds.pop('_simple', False):
            return
        if _FUNCTIONAL and ns.get('__qualname__') == 'EnumType._create_.<locals>._Functional':
            ns.update(_FUNCTIONAL.pop())
        member_type, base_enum = _mixins(cls.__name__, cls.__bases__)
        plan = _Plan(cls, ns, base_enum)
        for key in plan.ignore:
            if key in ns:
                type.__delattr__(cls, key)
        bad = [n for n in ('mro', '') if n in plan.raw]
        if bad:
            raise ValueError('invalid enum member name(s) %s' % ','.join(repr(n) for n in bad))
        order = ns.get('_order_')
        if order is not None:
            type.__delattr__(cls, '_order_')
        own_new = ns.get('__new__')
        make, use_args = _constructor(own_new, member_type, base_enum)
        is_flag = Flag is not None and issubclass(cls, Flag)
        for attr, start in (('_new_member_', make), ('_use_args_', use_args),
                            ('_member_names_', []), ('_member_map_', {}),
                            ('_value2member_map_', {}), ('_unhashable_values_', []),
                            ('_member_type_', member_type), ('_value_repr_', repr)):
            _set(cls, attr, start)
        if is_flag or cls.__name__ == 'Flag':
            _set(cls, '_boundary_', boundary or getattr(base_enum, '_boundary_', None))
            for attr in ('_flag_mask_', '_singles_mask_', '_all_bits_'):
                _set(cls, attr, 0)
            _set(cls, '_inverted_', None)
        for name in plan.names:
            _enroll(cls, name, plan.raw[name], is_flag)
        if ReprEnum is not None and ReprEnum in cls.__bases__:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type (i.e.'
                                ' int, str, float, etc.)')
            for hook, fn in (('__format__', _data_format), ('__str__', _data_str)):
                if hook not in ns:
                    _set(cls, hook, fn)
        for hook in ('__repr__', '__str__', '__format__'):
            if hook not in ns and not _defines_before_builtin(cls, hook, member_type):
                _set(cls, hook, _attr(base_enum, hook))
        if is_flag:
            for hook in _FLAG_OPS:
                if hook not in ns:
                    _set(cls, hook, Flag.__dict__[hook])
        if own_new is not None:
            _set(cls, '__new_member__', make)
        _set(cls, '__new__', Enum.__new__)
        if order is not None:
            _check_order(cls, order, is_flag)
        if is_flag:
            values = [m._value_ for m in cls]
            if values != sorted(values):
                _set(cls, '_iter_member_', cls._iter_member_by_def_)

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if names is not None:
            return cls._create_(value, names, module=module, qualname=qualname, type=type,
                                start=start, boundary=boundary)
        return cls.__new__(cls, value)

    def __contains__(cls, member):
        if isinstance(member, Enum):
            return isinstance(member, cls) and member._name_ in cls._member_map_
        raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                        % (type(member).__qualname__, type(cls).__qualname__))

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        type.__delattr__(cls, attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        table = cls._member_map_
        return (table[n] for n in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @property
    def __members__(cls):
        from types import MappingProxyType
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        word = 'flag' if Flag is not None and issubclass(cls, Flag) else 'enum'
        return "<%s %r>" % (word, cls.__name__)

    def __dir__(cls):
        shown = {'__class__', '__contains__', '__doc__', '__getitem__', '__iter__', '__len__',
                 '__members__', '__module__', '__name__', '__qualname__',
                 '__init_subclass__'}
        shown.update(cls._member_names_)
        if cls._new_member_ is not object.__new__:
            shown.add('__new__')
        if cls._member_type_ is not object:
            shown.update(dir(cls._member_type_))
        return sorted(shown)

    def __reversed__(cls):
        table = cls._member_map_
        return (table[n] for n in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        ns = cls.__dict__
        if '_member_map_' in ns and name in ns['_member_map_']:
            raise AttributeError('cannot reassign member %r' % (name,))
        type.__setattr__(cls, name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        maker = (cls,) if type is None else (type, cls)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        pairs = []
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            so_far = []
            for i, n in enumerate(names):
                v = maker[-1]._generate_next_value_(n, start, i, so_far[:])
                so_far.append(v)
                pairs.append((n, v))
        elif hasattr(names, 'keys'):
            pairs = [(n, names[n]) for n in names]
        else:
            for entry in names:
                if isinstance(entry, str):
                    pairs.append((entry, names[entry]))
                else:
                    n, v = entry
                    pairs.append((n, v))
        _FUNCTIONAL.append(dict(pairs))
        extra = {} if boundary is None else {'boundary': boundary}

        class _Functional(*maker, **extra):
            pass
        _Functional.__name__ = class_name
        _Functional.__qualname__ = class_name
        return _Functional


EnumMeta = EnumType


def _no_member(cls, value, exc, result):
    plain = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
    if exc is None:
        if result is None:
            raise plain
        exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls.__name__, result))
    if not isinstance(exc, ValueError):
        exc.__context__ = plain
    raise exc


class Enum:
    __module__ = 'enum'

    def __new__(cls, value):
        # Color(3) through EnumType.__call__: look up; members were made
        # with their class
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            found = _existing_member(cls, value)
            if found is not None:
                return found
        if not cls._member_map_:
            raise TypeError("%r has no members defined" % (cls,))
        exc = result = None
        try:
            result = cls._missing_(value)
        except Exception as e:
            exc = e
        if isinstance(result, cls):
            return result
        if (isinstance(result, int) and Flag is not None and issubclass(cls, Flag)
                and cls._boundary_ is EJECT):
            return result
        _no_member(cls, value, exc, result)

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        # one more than the last value when that is the largest so far;
        # else one more than the highest value that can be incremented
        if not last_values:
            return start
        latest = last_values[-1]
        try:
            last_values.sort()
            if latest == last_values[-1]:
                return latest + 1
        except TypeError:
            pass
        for v in last_values[::-1]:
            try:
                return v + 1
            except TypeError:
                continue
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        shown = (type(self)._value_repr_ or repr)(self._value_)
        return "<%s.%s: %s>" % (type(self).__name__, self._name_, shown)

    def __str__(self):
        return "%s.%s" % (type(self).__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        # CPython's: the member's name (a mixed-in type earlier in the MRO,
        # str or int, keeps its own hash)
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return type(self), (self._value_,)

    def __dir__(self):
        # public names of the instance and of the classes (members left
        # out), the mixed-in type's whole listing, and five dunders
        kind = type(self)
        table = kind._member_map_
        shown = {'__class__', '__doc__', '__eq__', '__hash__', '__module__'}
        if kind._member_type_ is not object:
            shown.update(_everything_on(self))
        try:
            own = self.__dict__
        except AttributeError:
            own = ()
        shown.update(n for n in own if n[0] != '_' and n not in table)
        for k in kind.__mro__:
            ns = _class_dict(k)
            for n in (() if ns is None else ns):
                if n[0] != '_' and n not in table:
                    shown.add(n)
        return sorted(shown)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_


for _k, _v in (('_member_names_', []), ('_member_map_', {}), ('_value2member_map_', {}),
               ('_unhashable_values_', []), ('_member_type_', object), ('_value_repr_', None),
               ('_new_member_', object.__new__), ('_use_args_', False)):
    setattr(Enum, _k, _v)
del _k, _v
_set_meta(Enum, EnumType)
del _set_meta


class ReprEnum(Enum):
    __module__ = 'enum'


class IntEnum(int, ReprEnum):
    __module__ = 'enum'


def _str_args_problem(values):
    if len(values) > 3:
        return 'too many arguments for str(): %r' % (values,)
    # one argument is the text itself; with two or three (bytes, encoding,
    # errors) only the encoding and errors are checked here
    if len(values) == 1:
        checks = (('%r is not a string', values[0]),)
    else:
        checks = zip(('encoding must be a string, not %r', 'errors must be a string, not %r'),
                     values[1:])
    for label, v in checks:
        if not isinstance(v, str):
            return label % (v,)
    return None


class StrEnum(str, ReprEnum):
    __module__ = 'enum'

    def __new__(cls, *values):
        problem = _str_args_problem(values)
        if problem is not None:
            raise TypeError(problem)
        text = str(*values)
        made = _object_new_any(cls, text)
        made._value_ = text
        return made

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    __module__ = 'enum'
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


def _flag_op(fn):
    # a binary operator of Flag: the other side is a member of the same
    # class or, for a mixed-in flag, a value of the mixed-in type
    def op(self, other):
        kind = type(self)
        if isinstance(other, kind):
            other = other._value_
        elif kind._member_type_ is object or not isinstance(other, kind._member_type_):
            return NotImplemented
        return kind(fn(self._value_, other))
    return op


def _flag_in_bounds(cls, value):
    # value brought within the class's bits as its boundary says; None when
    # the boundary (EJECT) gives an out-of-range value back as a plain int
    everything = cls._all_bits_
    mask = cls._flag_mask_
    if ~everything <= value <= everything and not value & (everything ^ mask):
        return value
    rule = cls._boundary_
    if rule is STRICT:
        width = max(value.bit_length(), mask.bit_length())
        raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                         % (cls, value, bin(value, width), bin(mask, width)))
    if rule is CONFORM:
        return value & mask
    if rule is EJECT:
        return None
    if rule is KEEP:
        if value < 0:
            value += max(everything + 1, 1 << value.bit_length())
        return value
    raise ValueError('%r unknown flag boundary %r' % (cls, rule))


def _flag_name(cls, value, strict):
    # the '|'-joined name of a composite value, None when no member covers any
    # of it
    singles = value & cls._singles_mask_
    extra = value & ~cls._singles_mask_
    if not (singles or extra):
        return None
    parts = list(cls._iter_member_(singles))
    covered = 0
    for m in parts:
        covered |= m._value_
    if extra:
        wanted = singles | extra
        for m in cls._member_map_.values():
            v = m._value_
            if v and v & wanted == v and m not in parts:
                parts.append(m)
                covered |= v
        value = wanted
    if not covered:
        return None
    left = value ^ covered
    name = '|'.join(m._name_ for m in parts)
    if left:
        if strict:
            raise ValueError('%r: no members with value %r' % (cls, left))
        name += '|' + cls._numeric_repr_(left)
    return name


class Flag(Enum, boundary=STRICT):
    __module__ = 'enum'

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return 1 if start is None else start
        top = max(last_values)
        try:
            return 1 << top.bit_length()
        except Exception:
            raise TypeError('invalid flag value %r' % (top,)) from None

    @classmethod
    def _iter_member_by_value_(cls, value):
        table = cls._value2member_map_
        for bit in _iter_bits_lsb(value & cls._flag_mask_):
            yield table.get(bit)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        fitted = _flag_in_bounds(cls, value)
        if fitted is None:
            return value
        value = fitted
        negative = value if value < 0 else None
        if negative is not None:
            value += cls._all_bits_ + 1
        stray = value & ~cls._flag_mask_
        if stray and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls.__name__, value, stray, bin(stray)))
        made = object.__new__(cls) if cls._member_type_ is object else _object_new_any(cls, value)
        if not hasattr(made, '_value_'):
            made._value_ = value
        made._name_ = _flag_name(cls, value, cls._boundary_ is STRICT)
        made = cls._value2member_map_.setdefault(value, made)
        if negative is not None:
            cls._value2member_map_[negative] = made
        return made

    def __contains__(self, other):
        if isinstance(other, type(self)):
            return other._value_ & self._value_ == other._value_
        raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                        % (type(other).__qualname__, type(self).__qualname__))

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        kind = type(self)
        shown = (kind._value_repr_ or repr)(self._value_)
        if self._name_ is None:
            return "<%s: %s>" % (kind.__name__, shown)
        return "<%s.%s: %s>" % (kind.__name__, self._name_, shown)

    def __str__(self):
        if self._name_ is None:
            return '%s(%r)' % (type(self).__name__, self._value_)
        return "%s.%s" % (type(self).__name__, self._name_)

    def __bool__(self):
        return bool(self._value_)

    __or__ = __ror__ = _flag_op(lambda a, b: a | b)
    __and__ = __rand__ = _flag_op(lambda a, b: a & b)
    __xor__ = __rxor__ = _flag_op(lambda a, b: a ^ b)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                flipped = ~self._value_
            else:
                flipped = self._singles_mask_ & ~self._value_
            self._inverted_ = type(self)(flipped)
        return self._inverted_


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    __module__ = 'enum'


def _aliases(enumeration):
    return [(alias, m.name) for alias, m in enumeration.__members__.items() if alias != m.name]


def unique(enumeration):
    found = _aliases(enumeration)
    if found:
        raise ValueError('duplicate values found in %r: %s'
                         % (enumeration, ', '.join('%s -> %s' % p for p in found)))
    return enumeration


def _global_enum_repr(self):
    return '%s.%s' % (type(self).__module__.rsplit('.', 1)[-1], self._name_)


def _global_flag_repr(self):
    where = type(self).__module__.rsplit('.', 1)[-1]
    if self._name_ is None:
        return "%s.%s(%r)" % (where, type(self).__name__, self._value_)
    if _is_single_bit(self):
        return '%s.%s' % (where, self._name_)
    keep = self._boundary_ is KEEP
    return '|'.join(piece if keep and piece[0].isdigit() else '%s.%s' % (where, piece)
                    for piece in self._name_.split('|'))


def _global_str(self):
    if self._name_ is None:
        return "%s(%r)" % (type(self).__name__, self._value_)
    return self._name_


def _with_export(export):
    # global_enum holds the native that writes into the program's globals
    # in its closure, so no module attribute names it
    def global_enum(cls, update_str=False):
        _set(cls, '__repr__', _global_flag_repr if issubclass(cls, Flag) else _global_enum_repr)
        if update_str or not issubclass(cls, ReprEnum):
            _set(cls, '__str__', _global_str)
        if cls.__module__ == '__main__':
            export(cls._member_map_)
        return cls
    global_enum.__qualname__ = 'global_enum'
    return global_enum


global_enum = _with_export(_export_main)
del _with_export, _export_main


# EnumCheck and its members are made at their first use (__lazy__, read
# by vm/lib/lib.c's module_lazy, and verify): an enum class costs as much
# as a few module bodies, and only verify's callers need this one.
def _make_checks():
    global EnumCheck, CONTINUOUS, NAMED_FLAGS, UNIQUE

    class EnumCheck(StrEnum):
        CONTINUOUS = "no skipped integer values"
        NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
        UNIQUE = "one name per value"
        __module__ = 'enum'

    EnumCheck.__qualname__ = 'EnumCheck'
    CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck
    for name in ('EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE'):
        __lazy__.pop(name, None)


__lazy__ = dict.fromkeys(('EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE'), _make_checks)


def _gaps(enumeration, kind):
    present = {m.value for m in enumeration}
    if len(present) < 2:
        return []
    lo, hi = min(present), max(present)
    if kind == 'flag':
        candidates = (1 << b for b in range(lo.bit_length(), hi.bit_length() - 1))
    else:
        candidates = range(lo + 1, hi)
    return [c for c in candidates if c not in present]


def _unnamed_in_aliases(enumeration):
    canon = enumeration._member_names_
    named = [m.value for m in enumeration]
    culprits = []
    bits = 0
    for label, m in enumeration._member_map_.items():
        if label in canon or m.value < 0:
            continue
        lacking = [b for b in _iter_bits_lsb(m.value) if b not in named]
        if lacking:
            culprits.append(label)
            for b in lacking:
                bits |= b
    return culprits, bits


class verify:
    __module__ = 'enum'

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        if issubclass(enumeration, Flag):
            kind = 'flag'
        elif issubclass(enumeration, Enum):
            kind = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        label = enumeration.__name__
        if 'UNIQUE' in __lazy__:
            _make_checks()
        for check in self.checks:
            if check is UNIQUE:
                found = _aliases(enumeration)
                if found:
                    raise ValueError('aliases found in %r: %s' % (
                        enumeration, ', '.join('%s -> %s' % p for p in found)))
            elif check is CONTINUOUS:
                gaps = _gaps(enumeration, kind)
                if gaps:
                    # the message is cut at 256 characters, as CPython's is
                    text = 'invalid %s %r: missing values %s' % (
                        kind, label, ', '.join(map(str, gaps)))
                    raise ValueError(text[:256])
            elif check is NAMED_FLAGS:
                culprits, bits = _unnamed_in_aliases(enumeration)
                if culprits:
                    if len(culprits) == 1:
                        who = 'alias %s is missing' % culprits[0]
                    else:
                        who = 'aliases %s and %s are missing' % (
                            ', '.join(culprits[:-1]), culprits[-1])
                    what = ('value 0x%x' if _is_single_bit(bits)
                            else 'combined values of 0x%x') % bits
                    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) '
                                     'for details]' % (label, who, what))
        return enumeration

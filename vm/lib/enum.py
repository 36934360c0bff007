# enum: Enum, IntEnum, StrEnum, ReprEnum, Flag, IntFlag, FlagBoundary
# (STRICT, CONFORM, EJECT, KEEP), auto, unique, member, nonmember,
# EnumType (EnumMeta), show_flag_values; written for baton after CPython
# 3.11's behaviour (reprs, str()/format() of mixed-in enums, errors).
#
# Programs cannot use metaclasses in baton.  The class-level protocol of
# enums (Color['RED'], iter(Color), len(Color), Color(1), Color.RED in
# Color, repr(Color), Color.__members__) is served by EnumType, attached
# to Enum below as its internal metaclass through the private native
# _set_meta (vm/class.h, Class.meta), whose name this module deletes
# before any program code runs.  Classes derived from Enum inherit it; the
# class statement then calls EnumType._baton_build_ (prelude
# _build_class_py), which turns the namespace into members as CPython's
# _EnumDict and EnumType.__new__ do.  Members are instances of their class
# (of a subclass of int or str for IntEnum and StrEnum: _base_of gives the
# value they wrap).  Differences: __members__ is a dict copy (CPython's is
# a read-only mappingproxy); `x in Color` for a non-member raises the
# TypeError without CPython's DeprecationWarning; the functional API takes
# no module/qualname; members hash by identity (CPython hashes their name).

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
    'ReprEnum', 'auto', 'unique', 'member', 'nonmember', 'FlagBoundary',
    'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'show_flag_values',
]

_bltn_bin = bin
Enum = Flag = ReprEnum = None
EJECT = KEEP = STRICT = CONFORM = None


class nonmember(object):
    def __init__(self, value):
        self.value = value


class member(object):
    def __init__(self, value):
        self.value = value


class _AutoNull:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoNull()


# auto() values are given when the class body ends (baton's class body
# fills a plain dict), so an expression on auto() members inside the body
# (RW = R | W, C = A + 10) is kept as an _AutoExpr and computed then, in
# member order, when its operands have their values: CPython's result.
_AUTO_OPS = {
    '|': lambda a, b: a | b, '&': lambda a, b: a & b, '^': lambda a, b: a ^ b,
    '+': lambda a, b: a + b, '-': lambda a, b: a - b, '*': lambda a, b: a * b,
    '//': lambda a, b: a // b, '%': lambda a, b: a % b, '**': lambda a, b: a ** b,
    '<<': lambda a, b: a << b, '>>': lambda a, b: a >> b,
}


class _AutoOps:
    def __or__(self, o): return _AutoExpr('|', self, o)
    def __ror__(self, o): return _AutoExpr('|', o, self)
    def __and__(self, o): return _AutoExpr('&', self, o)
    def __rand__(self, o): return _AutoExpr('&', o, self)
    def __xor__(self, o): return _AutoExpr('^', self, o)
    def __rxor__(self, o): return _AutoExpr('^', o, self)
    def __add__(self, o): return _AutoExpr('+', self, o)
    def __radd__(self, o): return _AutoExpr('+', o, self)
    def __sub__(self, o): return _AutoExpr('-', self, o)
    def __rsub__(self, o): return _AutoExpr('-', o, self)
    def __mul__(self, o): return _AutoExpr('*', self, o)
    def __rmul__(self, o): return _AutoExpr('*', o, self)
    def __floordiv__(self, o): return _AutoExpr('//', self, o)
    def __mod__(self, o): return _AutoExpr('%', self, o)
    def __pow__(self, o): return _AutoExpr('**', self, o)
    def __lshift__(self, o): return _AutoExpr('<<', self, o)
    def __rshift__(self, o): return _AutoExpr('>>', self, o)
    def __invert__(self): return _AutoExpr('~', self, None)
    def __neg__(self): return _AutoExpr('-x', self, None)


class auto(_AutoOps):
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%s)" % repr(self.value)


class _AutoExpr(_AutoOps):
    def __init__(self, op, a, b):
        self.op, self.a, self.b = op, a, b

    def _compute(self):
        a = _auto_operand(self.a)
        if self.op == '~':
            return ~a
        if self.op == '-x':
            return -a
        b = _auto_operand(self.b)
        if a is _auto_null or b is _auto_null:
            raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (
                self.op, 'auto' if a is _auto_null else type(a).__name__,
                'auto' if b is _auto_null else type(b).__name__))
        return _AUTO_OPS[self.op](a, b)


def _auto_operand(x):
    if isinstance(x, auto):
        return x.value
    if isinstance(x, _AutoExpr):
        return x._compute()
    return x


def _a_function():
    pass


_DESCRIPTORS = (type(_a_function), type(len), staticmethod, classmethod, property)


def _is_descriptor(obj):
    if isinstance(obj, _DESCRIPTORS):
        return True
    t = type(obj)
    return (_attr(t, '__get__') is not None or _attr(t, '__set__') is not None or
            _attr(t, '__delete__') is not None)


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__' and
            name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_' and
            name[1:2] != '_' and name[-2:-1] != '_')


def _is_private(cls_name, name):
    prefix = '_%s__' % (cls_name,)
    return (len(name) > len(prefix) and name.startswith(prefix) and
            (name[-1] != '_' or name[-2] != '_'))


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _high_bit(value):
    return value.bit_length() - 1


def _iter_bits_lsb(num):
    original = num
    if isinstance(num, Enum):
        num = num.value
    if num < 0:
        raise ValueError('%s is not a positive integer' % repr(original))
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def show_flag_values(value):
    return list(_iter_bits_lsb(value))


def bin(num, max_bits=None):
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = _bltn_bin(num + ceiling).replace('1', '0', 1)
    else:
        s = _bltn_bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


def _own(cls, name):
    """name in cls's own namespace (not inherited): (True, value) or (False, None)."""
    d = cls.__dict__
    if name in d:
        return True, d[name]
    return False, None


def _mro(k):
    # baton's builtin types have no __mro__ attribute
    try:
        return k.__mro__
    except AttributeError:
        return (k, object)


def _class_dict(k):
    # a class's namespace, or None for a builtin type
    try:
        return k.__dict__
    except AttributeError:
        return None


def _attr(k, name):
    """name as found along k's MRO in class statements' namespaces, None
    when absent or first reached on a builtin type (baton's getattr refuses
    dunder names; a staticmethod found is unwrapped)."""
    for c in _mro(k):
        d = _class_dict(c)
        if d is None:
            return None
        if name in d:
            v = d[name]
            return v.__func__ if isinstance(v, staticmethod) else v
    return None


def _defined_by_class(cls, name):
    """Is name found on a class statement's class of cls's MRO before any
    builtin type (so not the data type's or object's)?"""
    for k in cls.__mro__:
        d = _class_dict(k)
        if d is None:
            return False
        if name in d:
            return True
    return False


_SUNDER_OK = ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
              '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_')
_FUNCTIONAL = []     # namespaces of classes being made by the functional API


def _find_data_type(class_name, bases):
    data_types = set()
    base_chain = set()
    for chain in bases:
        candidate = None
        for base in _mro(chain):
            base_chain.add(base)
            if base is object:
                continue
            elif isinstance(base, EnumType):
                if base._member_type_ is not object:
                    data_types.add(base._member_type_)
                    break
            elif _class_dict(base) is None or '__new__' in base.__dict__ or '__dataclass_fields__' in base.__dict__:
                data_types.add(candidate or base)
                break
            else:
                candidate = candidate or base
    if len(data_types) > 1:
        raise TypeError('too many data types for %r: %s' % (class_name, repr(data_types)))
    elif data_types:
        return data_types.pop()
    return None


def _get_mixins(class_name, bases):
    if not bases:
        return object, Enum
    for chain in bases:
        for base in _mro(chain):
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError("<enum %r> cannot extend %s" % (class_name, repr(base)))
    first_enum = bases[-1]
    if not isinstance(first_enum, EnumType):
        raise TypeError("new enumerations should be created as "
                        "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
    member_type = _find_data_type(class_name, bases) or object
    return member_type, first_enum


def _find_new(classdict, member_type, first_enum):
    new = classdict.get('__new__', None)
    save_new = first_enum is not None and new is not None
    if new is None:
        for method in ('__new_member__', '__new__'):
            for possible in (member_type, first_enum):
                target = _attr(possible, method)
                if target not in (None, object.__new__, Enum.__new__):
                    new = target
                    break
            if new is not None:
                break
        else:
            new = object.__new__
    # object.__new__ makes a member of a mixed-in builtin type from the
    # value (CPython would call int.__new__ and friends)
    use_args = new is not object.__new__ or member_type is not object
    return new, save_new, use_args


def _data_str(self):
    return str(_base_of(self))


def _data_format(self, format_spec):
    return format(_base_of(self), format_spec)


def _add_member(enum_class, member_name, value):
    # CPython's _proto_member.__set_name__
    if not isinstance(value, tuple):
        args = (value,)
    else:
        args = value
    if enum_class._member_type_ is tuple:
        args = (args,)
    if not enum_class._use_args_:
        enum_member = enum_class._new_member_(enum_class)
    else:
        enum_member = enum_class._new_member_(enum_class, *args)
    if not hasattr(enum_member, '_value_'):
        if enum_class._member_type_ is object:
            enum_member._value_ = value
        else:
            try:
                enum_member._value_ = enum_class._member_type_(*args)
            except Exception as exc:
                new_exc = TypeError('_value_ not set in __new__, unable to create it')
                new_exc.__cause__ = exc
                raise new_exc
    value = enum_member._value_
    enum_member._name_ = member_name
    enum_member.__objclass__ = enum_class
    for k in enum_class.__mro__:
        d = _class_dict(k)
        if d is not None and '__init__' in d:
            d['__init__'](enum_member, *args)
            break
    enum_member._sort_order_ = len(enum_class._member_names_)
    is_flag = Flag is not None and issubclass(enum_class, Flag)
    if is_flag:
        enum_class._flag_mask_ |= value
        if _is_single_bit(value):
            enum_class._singles_mask_ |= value
        enum_class._all_bits_ = 2 ** ((enum_class._flag_mask_).bit_length()) - 1
    try:
        try:
            enum_member = enum_class._value2member_map_[value]
        except TypeError:
            for name, canonical_member in enum_class._member_map_.items():
                if canonical_member._value_ == value:
                    enum_member = canonical_member
                    break
            else:
                raise KeyError
    except KeyError:
        if not is_flag or _is_single_bit(value):
            enum_class._member_names_.append(member_name)
    object.__setattr__(enum_class, member_name, enum_member)
    enum_class._member_map_[member_name] = enum_member
    try:
        enum_class._value2member_map_.setdefault(value, enum_member)
    except TypeError:
        enum_class._unhashable_values_.append(value)


class EnumType:
    """Metaclass for Enum"""
    __module__ = 'enum'

    def _baton_build_(cls, classdict, kwds):
        # what CPython's _EnumDict and EnumType.__new__ do, on the made class
        boundary = kwds.pop('boundary', None)
        if kwds.pop('_simple', False):
            return
        if classdict.get('__qualname__') == 'EnumType._create_.<locals>._Functional' and _FUNCTIONAL:
            classdict.update(_FUNCTIONAL.pop())
        cls_name = cls.__name__
        bases = cls.__bases__
        member_type, first_enum = _get_mixins(cls_name, bases)
        ignore = classdict.get('_ignore_', [])
        if isinstance(ignore, str):
            ignore = ignore.replace(',', ' ').split()
        else:
            ignore = list(ignore)
        ignore.append('_ignore_')
        gnv = first_enum._generate_next_value_
        member_names = []
        member_values = {}
        last_values = []
        auto_called = False
        for key, value in list(classdict.items()):
            if _is_private(cls_name, key):
                continue
            if _is_sunder(key):
                if key not in _SUNDER_OK:
                    raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use'
                                     % (key,))
                if key == '_generate_next_value_':
                    if auto_called:
                        raise TypeError("_generate_next_value_ must be defined before members")
                    gnv = value.__func__ if isinstance(value, staticmethod) else value
                continue
            if _is_dunder(key) or key in ignore:
                continue
            if isinstance(value, nonmember):
                object.__setattr__(cls, key, value.value)
                continue
            if _is_descriptor(value):
                continue
            if isinstance(value, member):
                value = value.value
            non_auto_store = True
            single = False
            if isinstance(value, _AutoExpr):
                value = value._compute()
            if isinstance(value, auto):
                single = True
                value = (value,)
            if type(value) is tuple and any(isinstance(v, auto) for v in value):
                auto_valued = []
                for v in value:
                    if isinstance(v, auto):
                        non_auto_store = False
                        if v.value is _auto_null:
                            v.value = gnv(key, 1, len(member_names), last_values[:])
                            auto_called = True
                        v = v.value
                        last_values.append(v)
                    auto_valued.append(v)
                value = auto_valued[0] if single else tuple(auto_valued)
            member_names.append(key)
            member_values[key] = value
            if non_auto_store:
                last_values.append(value)
        for key in ignore:
            if key in classdict:
                object.__delattr__(cls, key)
        invalid_names = set(member_names) & {'mro', ''}
        if invalid_names:
            raise ValueError('invalid enum member name(s) %s' % (
                ','.join(repr(n) for n in invalid_names)))
        _order_ = classdict.get('_order_')
        if _order_ is not None:
            object.__delattr__(cls, '_order_')
        new, save_new, use_args = _find_new(classdict, member_type, first_enum)
        object.__setattr__(cls, '_new_member_', new)
        object.__setattr__(cls, '_use_args_', use_args)
        object.__setattr__(cls, '_member_names_', [])
        object.__setattr__(cls, '_member_map_', {})
        object.__setattr__(cls, '_value2member_map_', {})
        object.__setattr__(cls, '_unhashable_values_', [])
        object.__setattr__(cls, '_member_type_', member_type)
        object.__setattr__(cls, '_value_repr_', repr)
        is_flag = Flag is not None and issubclass(cls, Flag)
        if is_flag or cls_name == 'Flag':
            object.__setattr__(cls, '_boundary_', boundary or getattr(first_enum, '_boundary_', None))
            object.__setattr__(cls, '_flag_mask_', 0)
            object.__setattr__(cls, '_singles_mask_', 0)
            object.__setattr__(cls, '_all_bits_', 0)
            object.__setattr__(cls, '_inverted_', None)
        for name in member_names:
            _add_member(cls, name, member_values[name])
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type (i.e.'
                                ' int, str, float, etc.)')
            if '__format__' not in classdict:
                object.__setattr__(cls, '__format__', _data_format)
            if '__str__' not in classdict:
                object.__setattr__(cls, '__str__', _data_str)
        for name in ('__repr__', '__str__', '__format__'):
            if name not in classdict and not _defined_by_class(cls, name):
                object.__setattr__(cls, name, _attr(first_enum, name))
        if is_flag:
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__',
                         '__invert__'):
                if name not in classdict:
                    object.__setattr__(cls, name, Flag.__dict__[name])
        if save_new:
            object.__setattr__(cls, '__new_member__', new)
        object.__setattr__(cls, '__new__', Enum.__new__)
        if _order_ is not None:
            if isinstance(_order_, str):
                _order_ = _order_.replace(',', ' ').split()
            if is_flag:
                _order_ = [o for o in _order_
                           if o not in cls._member_map_ or _is_single_bit(cls[o]._value_)]
            _order_ = [o for o in _order_
                       if o not in cls._member_map_ or o in cls._member_names_]
            if _order_ != cls._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (cls._member_names_, _order_))
        if is_flag:
            member_list = [m._value_ for m in cls]
            if member_list != sorted(member_list):
                object.__setattr__(cls, '_iter_member_', cls._iter_member_by_def_)

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'" % (
                type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        object.__delattr__(cls, attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @property
    def __members__(cls):
        return dict(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        else:
            return "<enum %r>" % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        found, member_map = _own(cls, '_member_map_')
        if found and name in member_map:
            raise AttributeError('cannot reassign member %r' % (name,))
        object.__setattr__(cls, name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        bases = (cls,) if type is None else (type, cls)
        first_enum = bases[-1]
        ns = {}
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            ns[member_name] = member_value
        _FUNCTIONAL.append(ns)
        kw = {} if boundary is None else {'boundary': boundary}

        class _Functional(*bases, **kw):
            pass
        object.__setattr__(_Functional, '__name__', class_name)
        object.__setattr__(_Functional, '__qualname__', qualname or class_name)
        return _Functional


EnumMeta = EnumType


class Enum:
    """Create a collection of name/value pairs."""
    __module__ = 'enum'

    def __new__(cls, value):
        # the lookup of Color(3) (EnumType.__call__); members are made
        # when their class is
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        if not cls._member_map_:
            raise TypeError("%s has no members defined" % repr(cls))
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        elif (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
              and isinstance(result, int)):
            return result
        ve_exc = ValueError("%s is not a valid %s" % (repr(value), cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        elif exc is None:
            exc = TypeError('error in %s._missing_: returned %s instead of None or a valid member'
                            % (cls.__name__, repr(result)))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            else:
                raise TypeError
        except TypeError:
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_, )

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_, )

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


Enum._member_names_ = []
Enum._member_map_ = {}
Enum._value2member_map_ = {}
Enum._unhashable_values_ = []
Enum._member_type_ = object
Enum._value_repr_ = None
Enum._new_member_ = object.__new__
Enum._use_args_ = False
_set_meta(Enum, EnumType)
del _set_meta


class ReprEnum(Enum):
    """
    Only changes the repr(), leaving str() and format() to the mixed-in type.
    """
    __module__ = 'enum'


class IntEnum(int, ReprEnum):
    """
    Enum where members are also (and must be) ints
    """
    __module__ = 'enum'


class StrEnum(str, ReprEnum):
    """
    Enum where members are also (and must be) strings
    """
    __module__ = 'enum'

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %s' % (repr(values), ))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError('%s is not a string' % (repr(values[0]), ))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError('encoding must be a string, not %s' % (repr(values[1]), ))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError('errors must be a string, not %s' % (repr(values[2])))
        value = str(*values)
        member = object.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """
    control how out of range values are handled
    """
    __module__ = 'enum'
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """
    Support for flags
    """
    __module__ = 'enum'

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError('invalid flag value %s' % repr(last_value)) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for val in _iter_bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(val)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%s is not a valid %s" % (repr(value), cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%s invalid value %r\n    given %s\n  allowed %s" % (
                    repr(cls), value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError('%s unknown flag boundary %s' % (repr(cls), repr(cls._boundary_), ))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls.__name__, value, unknown, bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = object.__new__(cls, value)
        if not hasattr(pseudo_member, '_value_'):
            pseudo_member._value_ = value
        if member_value or aliases:
            members = []
            combined_value = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined_value |= m._value_
            if aliases:
                value = member_value | aliases
                for n, pm in cls._member_map_.items():
                    if pm not in members and pm._value_ and pm._value_ & value == pm._value_:
                        members.append(pm)
                        combined_value |= pm._value_
            unknown = value ^ combined_value
            pseudo_member._name_ = '|'.join([m._name_ for m in members])
            if not combined_value:
                pseudo_member._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError('%s: no members with value %r' % (repr(cls), unknown))
            elif unknown:
                pseudo_member._name_ += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        else:
            return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        else:
            return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return self.__class__(value ^ other)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                self._inverted_ = self.__class__(~self._value_)
            else:
                self._inverted_ = self.__class__(self._singles_mask_ & ~self._value_)
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """
    Support for integer-based Flags
    """
    __module__ = 'enum'


def unique(enumeration):
    """
    Class decorator for enumerations ensuring unique member values.
    """
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(
            ["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %s: %s' %
                         (repr(enumeration), alias_details))
    return enumeration


class EnumCheck(StrEnum):
    """
    various conditions to check an enumeration for
    """
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"
    __module__ = 'enum'


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """
    Check an enumeration for various constraints. (see EnumCheck)
    """
    __module__ = 'enum'

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        cls_name = enumeration.__name__
        if issubclass(enumeration, Flag):
            enum_type = 'flag'
        elif issubclass(enumeration, Enum):
            enum_type = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            if check is UNIQUE:
                duplicates = [(name, member.name)
                              for name, member in enumeration.__members__.items()
                              if name != member.name]
                if duplicates:
                    raise ValueError('aliases found in %r: %s' % (
                        enumeration, ', '.join("%s -> %s" % d for d in duplicates)))
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                if enum_type == 'flag':
                    missing = [2 ** i for i in range(_high_bit(low) + 1, _high_bit(high))
                               if 2 ** i not in values]
                else:
                    missing = [i for i in range(low + 1, high) if i not in values]
                if missing:
                    # cut, as CPython's, so a wide range costs no more text
                    raise ValueError(('invalid %s %r: missing values %s' % (
                        enum_type, cls_name, ', '.join(str(m) for m in missing)))[:256])
            elif check is NAMED_FLAGS:
                member_names = enumeration._member_names_
                member_values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in member_names or alias.value < 0:
                        continue
                    missed = [v for v in _iter_bits_lsb(alias.value) if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        for v in missed:
                            missing_value |= v
                if missing_names:
                    if len(missing_names) == 1:
                        alias = 'alias %s is missing' % missing_names[0]
                    else:
                        alias = 'aliases %s and %s are missing' % (
                            ', '.join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = 'value 0x%x' % missing_value
                    else:
                        value = 'combined values of 0x%x' % missing_value
                    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) '
                                     'for details]' % (cls_name, alias, value))
        return enumeration


__all__ += ['EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE', 'verify']

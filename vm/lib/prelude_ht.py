# Dicts and sets whose keys' __hash__ or __eq__ is Python code, and
# comparisons of containers holding such objects (DESIGN-user-code tier 3).
# A native operation that needs Python code fails with want_py set and the
# `_ht_` function named here does the whole operation instead: hash() runs
# __hash__ as a call, and _ht_probe (vm/htpy.c) hands back each stored key
# that must be compared in Python.  Everything runs as Python frames, so a
# tool call inside __hash__ or __eq__ pauses and snapshots as usual.

def _ht_find(t, k, h, adding):
    # The entry of k in table t (hash h), or -1.  A comparison that changed
    # the table restarts the probe, as CPython restarts a lookup; but when
    # adding to a set, an equal key counts as found first (CPython's
    # set_add_entry), and its entry may then be gone.  (No default for
    # adding: a call giving every parameter takes CALL's quick path.)
    cur = 0
    while True:
        e, cand, must, nxt, v = _ht_probe(t, k, h, cur)
        if not must:
            return e
        eq = False
        if cand == k:
            eq = True
        if eq and adding:
            return e
        if _ht_version(t) != v:
            cur = 0
        elif eq:
            return e
        else:
            cur = nxt


def _ht_lookup(o, k):
    t = _base_of(o)
    h = hash(k)
    return t, h, _ht_find(t, k, h, False)


def _ht_setkey(o, k):
    # a set looked up in a set stands for frozenset(k), as in CPython
    if isinstance(k, set) and not isinstance(_base_of(o), dict):
        return frozenset(k)
    return k


def _ht_index(k):
    # operator.index(k) when k's __index__ is Python code
    r = _user_slot(k, '__index__')(k)
    if not isinstance(r, int):
        raise TypeError(f'__index__ returned non-int (type {type(r).__name__})')
    return int(_base_of(r))


def _ht_close_left(gens):
    # the suspended generators the program's globals held when it ended,
    # closed in turn (interp.c vm_close_left_gens)
    for g in gens:
        try:
            g.close()
        except Exception:
            pass


def _ht_pow3(base, exp, mod=None):
    # pow(base, exp, mod) with a class's instance among them: base's own
    # __pow__ (three-argument power never asks __rpow__), else the values
    # of builtin numbers' subclasses' instances
    if mod is None:
        return base ** exp
    f = _user_slot(base, '__pow__')
    if f is not None and f is not int.__pow__:
        r = f(base, exp, mod)
        if r is not NotImplemented:
            return r
    b, e, m = _base_of(base), _base_of(exp), _base_of(mod)
    if all(type(x) in (int, bool, float, complex) for x in (b, e, m)):
        return pow(b, e, m)
    raise TypeError("unsupported operand type(s) for ** or pow(): "
                    f"'{type(base).__name__}', '{type(exp).__name__}', '{type(mod).__name__}'")


def _ht_index_retry(fn, arg, /, *args, **kw):
    # fn(*args, **kw) failed wanting an int where arg is, whose __index__
    # is Python code (interp.c index_retry): again with what it gives
    n = _ht_index(arg)
    for i in range(len(args)):
        if args[i] is arg:
            return fn(*args[:i], n, *args[i + 1:], **kw)
    for k in kw:
        if kw[k] is arg:
            kw[k] = n
            break
    return fn(*args, **kw)


def _ht_slice_indices(s, n):
    # slice.indices(n) with a bound whose __index__ is Python code: the
    # step first (a zero step fails before the bounds are asked)
    step = _ht_bound(s.step)
    if step == 0:
        return slice(None, None, 0).indices(n)
    return slice(_ht_bound(s.start), _ht_bound(s.stop), step).indices(n)


def _ht_seqkey(k):
    # a sequence subscript with Python __index__ code in it: its ints
    if isinstance(k, slice):
        return slice(_ht_bound(k.start), _ht_bound(k.stop), _ht_bound(k.step))
    return _ht_index(k)


def _ht_bound(x):
    if x is None or _user_slot(x, '__index__') is None:
        return x    # (the native's own conversion or error)
    return _ht_index(x)


def _ht_hex(x):
    return hex(_ht_index(x))


def _ht_oct(x):
    return oct(_ht_index(x))


def _ht_bin(x):
    return bin(_ht_index(x))


def _ht_getitem(o, k):
    # (the three hottest: _ht_lookup written out, one frame less)
    t = _base_of(o)
    if not isinstance(t, dict):
        return o[_ht_seqkey(k)]
    e = _ht_find(t, k, hash(k), False)
    if e >= 0:
        return _ht_value(t, e)
    m = _user_slot(o, '__missing__')
    if m is not None:
        return m(o, k)
    raise KeyError(k)


def _ht_base_getitem(o, k):
    # dict.__getitem__(o, k) (super().__getitem__): no __missing__; a
    # sequence's with a key whose __index__ is Python code
    t = _base_of(o)
    if not isinstance(t, dict):
        return t[_ht_seqkey(k)]
    t, h, e = _ht_lookup(o, k)
    if e < 0:
        raise KeyError(k)
    return _ht_value(t, e)


def _ht_base_contains(o, k):
    return _ht_in(o, k)


def _ht_setitem(o, k, v):
    t = _base_of(o)
    if not isinstance(t, dict):
        if isinstance(o, bytearray) and not isinstance(k, slice):
            o[_ht_bound(k)] = _ht_bound(v)   # (a byte by its __index__)
            return
        if isinstance(o, bytearray):
            # a slice from an iterable of Python code: its bytes first; a
            # number (CPython's PyNumber_Check) is refused as natively
            tv = type(v)
            if (hasattr(tv, '__index__') or hasattr(tv, '__int__') or
                    hasattr(tv, '__float__')):
                raise TypeError('can assign only bytes, buffers, or iterables '
                                'of ints in range(0, 256)')
            o[_ht_seqkey(k)] = bytearray(v)
            return
        o[_ht_seqkey(k)] = v
        return
    h = hash(k)
    e = _ht_find(t, k, h, False)
    if e >= 0:
        _ht_setvalue(t, e, v)
    else:
        _ht_insert(t, k, h, v)


def _ht_delitem(o, k):
    if not isinstance(_base_of(o), dict):
        del o[_ht_seqkey(k)]
        return
    t, h, e = _ht_lookup(o, k)
    if e < 0:
        raise KeyError(k)
    _ht_delete(t, e)


def _ht_contains(o, k):
    if not isinstance(_base_of(o), (dict, set, frozenset)):
        return k in o   # a dict view: its own membership test
    t, h, e = _ht_lookup(o, _ht_setkey(o, k))
    return e >= 0


def _ht_get(o, k, default=None):
    t = _base_of(o)
    e = _ht_find(t, k, hash(k), False)
    return _ht_value(t, e) if e >= 0 else default


def _ht_pop(o, k, *default):
    t, h, e = _ht_lookup(o, k)
    if e < 0:
        if default:
            return default[0]
        raise KeyError(k)
    v = _ht_value(t, e)
    _ht_delete(t, e)
    return v


def _ht_setdefault(o, k, default=None):
    t, h, e = _ht_lookup(o, k)
    if e >= 0:
        return _ht_value(t, e)
    _ht_insert(t, k, h, default)
    return default


def _ht_add(o, k):
    t = _base_of(o)
    h = hash(k)
    if _ht_find(t, k, h, True) < 0:
        _ht_insert(t, k, h, None)


def _ht_discard(o, k):
    t, h, e = _ht_lookup(o, _ht_setkey(o, k))
    if e >= 0:
        _ht_delete(t, e)


def _ht_remove(o, k):
    t, h, e = _ht_lookup(o, _ht_setkey(o, k))
    if e < 0:
        raise KeyError(k)
    _ht_delete(t, e)


def _ht_set_update(s, *its):
    for it in its:
        for x in it:
            _ht_add(s, x)


def _ht_dict_update(d, *a, **kw):
    # dict.update and dict(...): CPython's order and messages
    if len(a) > 1:
        raise TypeError(f'update expected at most 1 argument, got {len(a)}')
    if a:
        o = a[0]
        if isinstance(o, dict) or hasattr(o, 'keys'):
            for k in o.keys():
                _ht_setitem(d, k, o[k])
        else:
            i = 0
            for item in o:
                try:
                    p = _iterlist(item)
                except TypeError:
                    raise TypeError('cannot convert dictionary update sequence '
                                    f'element #{i} to a sequence') from None
                if len(p) != 2:
                    raise ValueError(f'dictionary update sequence element #{i} '
                                     f'has length {len(p)}; 2 is required')
                _ht_setitem(d, p[0], p[1])
                i += 1
    for k in kw:
        _ht_setitem(d, k, kw[k])


def _ht_user_slot(x, name):
    # _user_slot (class.c) for a special method that is a staticmethod, a
    # classmethod or a callable that binds no self (a bound method, a
    # builtin function, a class): a function taking self first, as its
    # callers pass it
    for k in type(x).__mro__:
        if _is_builtin_type(k):
            continue
        ns = k.__dict__
        if name in ns:
            w = ns[name]
            if type(w) is classmethod:
                f = w.__func__
                return lambda self, *a, **kw: f(type(self), *a, **kw)
            if type(w) is staticmethod:
                w = w.__func__
            else:
                g = _user_slot(w, '__get__')
                if g is not None:
                    # a descriptor of a user class: what its __get__ binds
                    return lambda self, *a, **kw: g(w, self, type(self))(*a, **kw)
            return lambda self, *a, **kw: w(*a, **kw)


_map_type = type(map(len, ()))
_filter_type = type(filter(None, ()))


def _ht_iter_new(cls, *a):
    # map.__new__ / filter.__new__ once the native checked the arguments:
    # the generator standing for the type, wrapped for a subclass
    if issubclass(cls, _map_type):
        g = map(a[0], *[iter(x) for x in a[1:]])
    else:
        g = filter(a[0], iter(a[1]))
    return g if cls is _map_type or cls is _filter_type else _box_iter(cls, g)


def _ht_descr_call(d, obj, /, *a, **kw):
    # a special method that is a descriptor of a user class (interp.c
    # push_call, and call_at for __call__): what its __get__ binds to obj,
    # called with the arguments
    return _user_slot(d, '__get__')(d, obj, type(obj))(*a, **kw)


def _ht_kw_merge(d, m, fname):
    # f(**m), m a mapping that is not a dict (interp.c DICTUPDATE): its
    # keys() and m[k], with CPython's checks for each key in turn
    for k in m.keys():
        if k in d:
            raise TypeError(f"{fname} got multiple values for keyword argument '{k}'")
        if not isinstance(k, str):
            raise TypeError('keywords must be strings')
        d[k] = m[k]


def _ht_build(items, is_dict):
    # a dict or set display whose keys need Python code
    if is_dict:
        d = {}
        for i in range(0, len(items), 2):
            _ht_setitem(d, items[i], items[i + 1])
        return d
    s = set()
    for x in items:
        _ht_add(s, x)
    return s


# ---- set algebra (each other operand any iterable, as the methods take) ----

def _ht_newset(s):
    return set(_base_of(s))


def _ht_result(s, r):
    return frozenset(r) if isinstance(s, frozenset) else r


def _ht_union(s, *others):
    r = _ht_newset(s)
    _ht_set_update(r, *others)
    return _ht_result(s, r)


def _ht_intersection(s, *others):
    r = _ht_newset(s)
    for o in others:
        n = set()
        if isinstance(o, (set, frozenset)) and len(o) > len(r):
            for x in r:
                if _ht_contains(o, x):
                    _ht_add(n, x)
        else:
            for x in o:
                if _ht_contains(r, x):
                    _ht_add(n, x)
        r = n
    return _ht_result(s, r)


def _ht_difference(s, *others):
    r = _ht_newset(s)
    for o in others:
        for x in o:
            _ht_discard(r, x)
    return _ht_result(s, r)


def _ht_symmetric_difference(s, other):
    r = _ht_newset(s)
    _ht_symmetric_difference_update(r, other)
    return _ht_result(s, r)


def _ht_replace(s, r):
    # s becomes r in place (s is a set: the *_update methods)
    s.clear()
    _ht_set_update(s, r)


def _ht_intersection_update(s, *others):
    _ht_replace(s, _ht_intersection(s, *others))


def _ht_difference_update(s, *others):
    for o in others:
        for x in o:
            _ht_discard(s, x)


def _ht_symmetric_difference_update(s, other):
    for x in _ht_unique(other):
        t, h, e = _ht_lookup(s, x)
        if e >= 0:
            _ht_delete(t, e)
        else:
            _ht_insert(t, x, h, None)


def _ht_unique(o):
    if isinstance(o, (set, frozenset)):
        return o
    u = set()
    _ht_set_update(u, o)
    return u


def _ht_issubset(s, other):
    o = _ht_unique(other)
    if len(s) > len(o):
        return False
    for x in s:
        if not _ht_contains(o, x):
            return False
    return True


def _ht_issuperset(s, other):
    return _ht_issubset(_ht_unique(other), s)


def _ht_isdisjoint(s, other):
    for x in other:
        if _ht_contains(s, x):
            return False
    return True


# ---- operators: `name` is the special method (or 'in'/'not in') whose
# native version met an object needing Python code ----

def _ht_seq_compare(name, a, b):
    # CPython's list/tuple richcompare: the first differing items decide
    i = 0
    while i < len(a) and i < len(b):
        x = a[i]
        y = b[i]
        if not (x is y or x == y):
            if name == '__eq__':
                return False
            if name == '__ne__':
                return True
            return _ht_cmp(name, x, y)
        i += 1
    return _ht_cmp(name, len(a), len(b))


def _ht_cmp(name, x, y):
    if name == '__lt__':
        return x < y
    if name == '__le__':
        return x <= y
    if name == '__gt__':
        return x > y
    if name == '__ge__':
        return x >= y
    if name == '__eq__':
        return x == y
    return x != y


def _ht_dict_eq(a, b):
    if len(a) != len(b):
        return False
    for k, v in _iterlist(a.items()):
        t, h, e = _ht_lookup(b, k)
        if e < 0:
            return False
        w = _ht_value(t, e)
        if not (v is w or v == w):
            return False
    return True


def _ht_set_compare(name, a, b):
    if name == '__eq__':
        return len(a) == len(b) and _ht_issubset(a, b)
    if name == '__ne__':
        return not (len(a) == len(b) and _ht_issubset(a, b))
    if name == '__le__':
        return _ht_issubset(a, b)
    if name == '__ge__':
        return _ht_issubset(b, a)
    if name == '__lt__':
        return len(a) < len(b) and _ht_issubset(a, b)
    return len(a) > len(b) and _ht_issubset(b, a)


_HT_SETOPS = {'__or__': _ht_union, '__and__': _ht_intersection,
              '__sub__': _ht_difference, '__xor__': _ht_symmetric_difference}
_HT_ISETOPS = {'__ior__': _ht_set_update, '__iand__': _ht_intersection_update,
               '__isub__': _ht_difference_update,
               '__ixor__': _ht_symmetric_difference_update}


def _ht_operator(name, a, b):
    if name in ('__or__', '__ior__') and (isinstance(a, type) or isinstance(b, type)):
        r = _union_or(a, b)
        if r is not NotImplemented:
            return r
    if name == 'in':
        return _ht_in(b, a)
    if name == 'not in':
        return not _ht_in(b, a)
    A = _base_of(a)
    B = _base_of(b)
    sets = (set, frozenset)
    if isinstance(A, sets) and isinstance(B, sets):
        if name in _HT_SETOPS:
            return _HT_SETOPS[name](a, b)
        if name in _HT_ISETOPS:
            _HT_ISETOPS[name](a, b)
            return a
        return _ht_set_compare(name, A, B)
    if isinstance(A, dict) and isinstance(B, dict):
        if name == '__or__':
            r = dict(A)
            _ht_dict_update(r, B)
            return r
        if name == '__ior__':
            _ht_dict_update(a, B)
            return a
        if name == '__eq__':
            return _ht_dict_eq(A, B)
        if name == '__ne__':
            return not _ht_dict_eq(A, B)
    if name == '__ior__' and isinstance(A, dict):
        _ht_dict_update(a, b)   # d |= x takes what d.update(x) takes
        return a
    if name == '__iadd__' and type(a) is list:
        a.extend(b)
        return a
    if name in ('__mul__', '__imul__'):
        # a sequence repeated by an object with a Python __index__
        if _user_slot(b, '__index__') is not None:
            if name == '__imul__':
                a *= _ht_index(b)
                return a
            return a * _ht_index(b)
        if _user_slot(a, '__index__') is not None:
            return _ht_index(a) * b
    if name in ('__mod__', '__imod__') and isinstance(A, (str, bytes, bytearray)):
        return _ht_percent(A, b)
    if (isinstance(A, list) and isinstance(B, list)) or (isinstance(A, tuple) and isinstance(B, tuple)):
        return _ht_seq_compare(name, A, B)
    raise TypeError(f"baton cannot apply {name} to '{type(a).__name__}' and "
                    f"'{type(b).__name__}' objects holding user objects")


def _ht_in(c, x):
    C = _base_of(c)
    if isinstance(C, (bytes, bytearray)) and _user_slot(x, '__index__') is not None:
        return _ht_index(x) in C
    if isinstance(C, (dict, set, frozenset)):
        return _ht_contains(C, x)
    return _contains(c, x)


def _ht_percent(fmt, args, raw=False):
    # fmt % args where an argument's str or repr is Python code: each
    # directive formats natively, after %s/%r/%a have run the method.
    # A bytes template is walked as latin-1 text, each piece formatted
    # by bytes % and turned back into that text.
    if isinstance(fmt, (bytes, bytearray)):
        return type(fmt)(_ht_percent(fmt.decode('latin-1'), args, True).encode('latin-1'))
    mapping = not isinstance(args, tuple) and hasattr(args, 'keys') and not isinstance(args, str)
    vals = args if isinstance(args, tuple) else (args,)
    out = []
    n = len(fmt)
    i = 0
    used = 0
    while i < n:
        j = fmt.find('%', i)
        if j < 0:
            out.append(fmt[i:])
            break
        out.append(fmt[i:j])
        i = j + 1
        if i < n and fmt[i] == '%':
            out.append('%')
            i += 1
            continue
        key = None
        if i < n and fmt[i] == '(':
            depth = 1
            k = i + 1
            while k < n and depth:
                if fmt[k] == '(':
                    depth += 1
                elif fmt[k] == ')':
                    depth -= 1
                k += 1
            key = fmt[i + 1:k - 1]
            i = k
        spec = ''
        while i < n and fmt[i] in '-+ #0123456789.*hlL':
            if fmt[i] == '*':
                if used >= len(vals):
                    raise TypeError('not enough arguments for format string')
                spec += str(vals[used])
                used += 1
            elif fmt[i] not in 'hlL':
                spec += fmt[i]
            i += 1
        if i >= n:
            raise ValueError('incomplete format')
        conv = fmt[i]
        i += 1
        if key is not None:
            v = args[key.encode('latin-1') if raw else key]
        else:
            if used >= len(vals):
                raise TypeError('not enough arguments for format string')
            v = vals[used]
            used += 1
        if raw and conv in 'sb':
            if _user_slot(v, '__bytes__') is not None:
                v = bytes(v)
            out.append(((b'%' + spec.encode() + b's') % (v,)).decode('latin-1'))
            continue
        if raw and conv in 'ra':
            v = ascii(_repr(v))[1:-1].encode()
            out.append(((b'%' + spec.encode() + b's') % (v,)).decode('latin-1'))
            continue
        if conv == 's':
            v = _str(v)
        elif conv == 'r':
            v = _repr(v)
        elif conv == 'a':
            v = ascii(_repr(v))[1:-1]
        else:
            # a user number: int() for %d (__int__, then __index__),
            # float() for %f (__float__, then __index__), __index__ else
            if isinstance(v, (int, float)):
                pass
            elif conv in 'diu' and _user_slot(v, '__int__') is not None:
                v = int(v)
            elif conv in 'eEfFgG' and _user_slot(v, '__float__') is not None:
                v = float(v)
            elif _user_slot(v, '__index__') is not None:
                v = _ht_index(v)
            if raw:
                out.append(((b'%' + spec.encode() + conv.encode('latin-1')) % (v,)).decode('latin-1'))
            else:
                out.append(('%' + spec + conv) % (v,))
            continue
        out.append(('%' + spec + 's') % (v,))
    if not mapping and used < len(vals):
        raise TypeError('not all arguments converted during %s formatting'
                        % ('bytes' if raw else 'string'))
    return ''.join(out)


def _ht_str_format(fmt, *args, **kw):
    # str.format when a value's str, repr or format is Python code (or a
    # container holds such values): fields resolved here, each value
    # formatted by format(), whose own fallback runs the methods
    return _ht_vformat(fmt, args, kw, [0], 2)


def _ht_vformat(fmt, args, kw, auto, depth):
    if depth < 0:
        raise ValueError('Max string recursion exceeded')
    out = []
    n = len(fmt)
    i = 0
    while i < n:
        c = fmt[i]
        if c == '}':
            if i + 1 < n and fmt[i + 1] == '}':
                out.append('}')
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        if c != '{':
            j = i
            while j < n and fmt[j] not in '{}':
                j += 1
            out.append(fmt[i:j])
            i = j
            continue
        if i + 1 < n and fmt[i + 1] == '{':
            out.append('{')
            i += 2
            continue
        # a replacement field: up to the matching '}'
        level = 1
        j = i + 1
        while j < n and level:
            if fmt[j] == '{':
                level += 1
            elif fmt[j] == '}':
                level -= 1
            j += 1
        if level:
            if j >= n and '}' not in fmt[i + 1:]:
                raise ValueError("expected '}' before end of string")
            raise ValueError("Single '{' encountered in format string")
        field = fmt[i + 1:j - 1]
        i = j
        spec = ''
        conv = None
        k = 0
        while k < len(field) and field[k] not in '!:':
            if field[k] == '[':
                while k < len(field) and field[k] != ']':
                    k += 1
            k += 1
        name = field[:k]
        rest = field[k:]
        if rest[:1] == '!':
            if len(rest) < 2:
                raise ValueError('end of string while looking for conversion specifier')
            conv = rest[1]
            rest = rest[2:]
            if rest and rest[0] != ':':
                raise ValueError('expected \':\' after conversion specifier')
        if rest[:1] == ':':
            spec = rest[1:]
        out.append(_ht_field(name, conv, spec, args, kw, auto, depth))
    return ''.join(out)


def _ht_field(name, conv, spec, args, kw, auto, depth):
    # CPython's order: the field's value (taking its automatic number),
    # its conversion, then the nested fields of its spec
    k = 0
    while k < len(name) and name[k] not in '.[':
        k += 1
    first = name[:k]
    if first == '':
        if auto[0] < 0:
            raise ValueError('cannot switch from manual field specification to '
                             'automatic field numbering')
        idx = auto[0]
        auto[0] += 1
        first = idx
    elif first.isdigit():
        if auto[0] > 0:
            raise ValueError('cannot switch from automatic field numbering to '
                             'manual field specification')
        auto[0] = -1
        first = int(first)
    if isinstance(first, int):
        if first >= len(args):
            raise IndexError(f'Replacement index {first} out of range for '
                             'positional args tuple')
        v = args[first]
    else:
        v = kw[first]
    while k < len(name):
        if name[k] == '.':
            j = k + 1
            while j < len(name) and name[j] not in '.[':
                j += 1
            v = getattr(v, name[k + 1:j])
        else:
            j = name.index(']', k)
            key = name[k + 1:j]
            v = v[int(key)] if key.isdigit() else v[key]
            j += 1
        k = j
    if conv == 'r':
        v = _repr(v)
    elif conv == 's':
        v = _str(v)
    elif conv == 'a':
        v = ascii(_repr(v))[1:-1]
    elif conv is not None:
        raise ValueError(f'Unknown conversion specifier {conv}')
    if '{' in spec:
        spec = _ht_vformat(spec, args, kw, auto, depth - 1)
    return _format(v, spec)


# ---- super().__hash__ / __eq__ & co. of builtin subclasses (the _base_
# natives of vm/class.c) when the wrapped value holds user objects ----

def _ht_base_hash(o):
    b = _base_of(o)
    if isinstance(b, tuple):
        return _ht_tuple_hash([hash(x) for x in b])
    raise TypeError(f"unhashable type: '{type(o).__name__}'")


def _ht_base_op(name, a, b):
    A = _base_of(a)
    B = _base_of(b)
    for t in (tuple, list, dict):
        if isinstance(A, t):
            return _ht_operator(name, A, B) if isinstance(B, t) else NotImplemented
    if isinstance(A, (set, frozenset)) and isinstance(B, (set, frozenset)):
        return _ht_operator(name, A, B)
    return NotImplemented


def _ht_base_eq(a, b):
    return _ht_base_op('__eq__', a, b)


def _ht_base_ne(a, b):
    return _ht_base_op('__ne__', a, b)


def _ht_base_lt(a, b):
    return _ht_base_op('__lt__', a, b)


def _ht_base_le(a, b):
    return _ht_base_op('__le__', a, b)


def _ht_base_gt(a, b):
    return _ht_base_op('__gt__', a, b)


def _ht_base_ge(a, b):
    return _ht_base_op('__ge__', a, b)

# Python versions of builtins, for the cases their native code hands back
# (BI_FALLBACK: a generator to iterate, a key function to call).  Each
# function is compiled into the prelude namespace at its first use, after
# the functions it uses (tools/gen_lib.py finds them); natives named _NAME
# in builtins.c are in that namespace too.

def _setslice_iter(o, k, v):
    o[k] = _iterlist(v)


def _contains(it, x):
    for v in it:
        if v is x or v == x:
            return True
    return False


def _not_contains(it, x):
    return not _contains(it, x)


def _iterlist(it):
    r = []
    for x in it:
        r.append(x)
    return r


def _list(*a):
    return _iterlist(a[0])


def _tuple(*a):
    return tuple(_iterlist(a[0]))


def _set(*a):
    s = set()
    for x in a[0]:
        s.add(x)
    return s


def _frozenset(*a):
    return frozenset(_set(a[0]))


def _dict(*a, **k):
    d = {}
    _ht_dict_update(d, *a, **k)
    return d




def _bytes_source(x, what):
    # bytes(x) / bytearray(x) for a generator or a user object, or items
    # with a Python __index__: its __bytes__ (bytes only), else __index__
    # as a count, else its items (ints by their __index__)
    if what == 'bytes' and _user_slot(x, '__bytes__') is not None:
        r = _user_slot(x, '__bytes__')(x)
        if not isinstance(r, bytes):
            raise TypeError(f"__bytes__ returned non-bytes (type {type(r).__name__})")
        return r
    if _user_slot(x, '__index__') is not None:
        return _ht_index(x)
    try:
        it = iter(x)
    except TypeError:
        raise TypeError(f"cannot convert '{type(x).__name__}' object to {what}") from None
    return [_ht_bound(v) for v in _iterlist(it)]


def _bytes(x):
    return bytes(_bytes_source(x, 'bytes'))


def _bytearray(x):
    return bytearray(_bytes_source(x, 'bytearray'))


def _bytes_join(sep, it):
    return sep.join(_iterlist(it))


def _bytearray_extend(b, x):
    b.extend([_ht_bound(v) for v in _iterlist(x)])


def enumerate(it, start=0):
    for x in it:
        yield (start, x)
        start += 1


def _enumerate(*a, **k):
    return enumerate(*a, **k)


# (zip and map step their iterators with next(): what iter() returned
# needs a __next__, not an __iter__ of its own, as in CPython)
def zip(*its, strict=False):
    its = [iter(x) for x in its]
    if not its:
        return
    end = []
    while True:
        r = []
        for i in range(len(its)):
            x = next(its[i], end)
            if x is not end:
                r.append(x)
            else:
                if strict:
                    if i:
                        s = ' ' if i == 1 else 's 1-'
                        raise ValueError(f'zip() argument {i + 1} is shorter than argument{s}{i}')
                    for j in range(1, len(its)):
                        if next(its[j], end) is not end:
                            s = ' ' if j == 1 else 's 1-'
                            raise ValueError(f'zip() argument {j + 1} is longer than argument{s}{j}')
                return
        yield tuple(r)


def _zip(*a, **k):
    return zip(*a, **k)


# (map, filter, zip and callable_iterator keep their function and
# iterators in the locals interp.c gen_reenter reads: func, its (a list
# of iterators, or one iterable whose iterator is it), it, f, sentinel,
# strict)
def map(func, *its):
    if len(its) == 1:
        it = iter(its[0])
        for x in it:
            yield func(x)
        return
    its = [iter(x) for x in its]
    end = []
    while True:
        args = []
        for it in its:
            x = next(it, end)
            if x is end:
                return
            args.append(x)
        yield func(*args)


def _map(*a):
    return map(*a)


def filter(func, it):
    it = iter(it)
    if func is None:
        for x in it:
            if x:
                yield x
    else:
        for x in it:
            if func(x):
                yield x


def _filter(*a):
    return filter(*a)


# The step a map (t 0: one iterator it, 1: a list of them), filter (2),
# zip (3) or callable_iterator (4) takes when next() or a for loop asks it
# again from inside its own function (interp.c gen_reenter); d: () or
# (next's default,).
def _iter_again(t, a, b, d):
    try:
        if t == 0:
            return a(next(b))
        if t == 1 or t == 3:
            r = []
            for i in (b if t == 1 else a):
                r.append(next(i))
            return a(*r) if t == 1 else tuple(r)
        if t == 2:
            while True:
                x = next(b)
                if (x if a is None else a(x)):
                    return x
        v = a()
        if v == b:
            raise StopIteration
        return v
    except StopIteration:
        if d:
            return d[0]
        raise


def _sorted(it, *, key=None, reverse=False):
    r = _iterlist(it)
    _list_sort(r, key=key, reverse=reverse)
    return r


# Under 64 items, the order idx of keys as CPython's timsort makes it (one
# run, reversed if descending, then binary insertion): the same comparisons.
def _pysort_small(idx, keys):
    n = len(idx)
    if n < 2:
        return
    run = 2
    if keys[idx[1]] < keys[idx[0]]:
        while run < n and keys[idx[run]] < keys[idx[run - 1]]:
            run += 1
        idx[:run] = idx[run - 1::-1]
    else:
        while run < n and not keys[idx[run]] < keys[idx[run - 1]]:
            run += 1
    for i in range(run, n):
        p = idx[i]
        lo = 0
        hi = i
        while lo < hi:
            m = (lo + hi) // 2
            if keys[p] < keys[idx[m]]:
                hi = m
            else:
                lo = m + 1
        idx[lo + 1:i + 1] = idx[lo:i]
        idx[lo] = p


# A stable sort of lst by keys (parallel to it) whose comparisons run as
# Python code: for keys of user classes (__lt__ may call a tool).  From 64
# items a native merge sort (_sort_step, vm/builtins.c) does all but the
# comparisons, keeping its state in the list st.
def _pysort(lst, keys, reverse):
    n = len(lst)
    if n < 64:
        idx = list(range(n))
        if reverse:
            idx.reverse()
        _pysort_small(idx, keys)
        if reverse:
            idx.reverse()
        lst[:] = [lst[k] for k in idx]
        return
    if reverse:
        keys = keys[::-1]
        vals = lst[::-1]
    else:
        vals = lst[:]
    st = [keys, vals, [None] * n, [None] * n, n, 1, 0, 0, 0, 0, 0, 0, None, None,
          0, 0, 1]
    r = False
    while _sort_step(st, r):
        r = True if st[12] < st[13] else False
    vals = st[1]
    if reverse:
        vals.reverse()
    lst[:] = vals


def _list_sort(lst, *, key=None, reverse=False):
    if key is None and not _has_user(lst):
        return lst.sort(reverse=reverse)
    items = lst[:]
    lst.clear()
    try:
        if key is None:
            keys = items[:]
        else:
            # an itemgetter's keys natively (operator.c), else key's calls
            keys = _getter_keys(key, items)
            if keys is None:
                keys = [key(x) for x in items]
        if _has_user(keys):
            _pysort(items, keys, reverse)
        else:
            _sort_by_keys(items, keys, reverse)
    finally:
        modified = len(lst) > 0
        lst[:] = items
    if modified:
        raise ValueError('list modified during sort')


_MISSING = []
def _minmax(name, args, key, default):
    if len(args) == 1:
        items = args[0]
    else:
        if default is not _MISSING:
            raise TypeError(f'Cannot specify a default for {name}() with multiple positional arguments')
        items = args
    best = bk = _MISSING
    for x in items:
        k = x if key is None else key(x)
        if best is _MISSING or ((k < bk) if name == 'min' else (k > bk)):
            best = x
            bk = k
    if best is _MISSING:
        if default is not _MISSING:
            return default
        raise ValueError(f'{name}() arg is an empty sequence')
    return best


def _min(*args, key=None, default=_MISSING):
    if not args:
        raise TypeError('min expected at least 1 argument, got 0')
    return _minmax('min', args, key, default)


def _max(*args, key=None, default=_MISSING):
    if not args:
        raise TypeError('max expected at least 1 argument, got 0')
    return _minmax('max', args, key, default)


def _sum(it, start=0):
    for x in it:
        start = start + x
    return start


def _any(it):
    for x in it:
        if x:
            return True
    return False


def _all(it):
    for x in it:
        if not x:
            return False
    return True


def _extend(c, it):
    for x in it:
        c.append(x)


def _set_extend(c, it):
    for x in it:
        c.add(x)


def _join(sep, it):
    return sep.join(_iterlist(it))


def _format_map(s, mapping):
    # str.format_map with a class's instance as the mapping: each field's
    # name (outside "{{" and "}}" escapes, nested fields in a spec too) is
    # looked up in it at each appearance, in order, as CPython does; the
    # native then formats from a plain dict of what was found
    found = {}
    i, n = 0, len(s)
    while i < n:
        ch = s[i]
        if (ch == '{' or ch == '}') and i + 1 < n and s[i + 1] == ch:
            i += 2
            continue
        i += 1
        if ch != '{':
            continue
        j = i
        while j < n and s[j] not in '.[!:{}':
            j += 1
        name = s[i:j]
        if not name or name.isdigit():
            raise ValueError('Format string contains positional fields')
        found[name] = mapping[name]
        i = j
    # formatted here: a value's __format__ may be Python code, which the
    # native cannot run
    return _ht_vformat(s, (), found, [0], 2)


def _dict_fromkeys_cls(cls, *args):
    # D.fromkeys for a dict subclass D (class.c lookup_mro): a D, filled
    # through its own __setitem__, as CPython's dict_fromkeys
    if not args:
        raise TypeError('fromkeys expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(f'fromkeys expected at most 2 arguments, got {len(args)}')
    value = args[1] if len(args) == 2 else None
    d = cls()
    for key in args[0]:
        d[key] = value
    return d


def _ht_fromkeys(it, *v):
    d = dict.fromkeys((), *v)
    for x in it:
        d[x] = v[0] if v else None
    return d


def _ht_iter(f, *sentinel):
    # (also for the prelude's own iter() calls: it never calls iter(f) again)
    if sentinel:
        return callable_iterator(f, sentinel[0])
    # one argument: an instance of a class (builtin values never get here)
    cls = type(f)
    try:
        meth = cls.__iter__
    except AttributeError:
        meth = False
    if meth is None:
        # __iter__ = None: not iterable, whatever __getitem__ says
        raise TypeError(f"'{cls.__name__}' object is not iterable")
    if meth is False:
        try:
            cls.__getitem__
        except AttributeError:
            raise TypeError(f"'{cls.__name__}' object is not iterable") from None
        return _seqiter(f)
    it = meth(f)
    if type(it) in (list, tuple, dict, str, set, frozenset, bytes, int, float, bool, type(None)):
        raise TypeError(f"iter() returned non-iterator of type '{type(it).__name__}'")
    return it


def _next(it, *default):
    # an instance of a class: its __next__
    cls = type(it)
    try:
        meth = cls.__next__
    except AttributeError:
        raise TypeError(f"'{cls.__name__}' object is not an iterator") from None
    if default:
        try:
            return meth(it)
        except StopIteration:
            return default[0]
    return meth(it)


def _seqiter(f):
    i = 0
    while True:
        try:
            v = f[i]
        except (IndexError, StopIteration):
            return
        yield v
        i += 1


def callable_iterator(f, sentinel):
    while True:
        try:
            v = f()
        except StopIteration:
            return
        if v == sentinel:
            return
        yield v


def _iterlist_n(it, n):
    r = []
    for x in it:
        r.append(x)
        if len(r) > n:
            break
    return r


# ---- classes (vm/class.c): the class statement, construction with a
# Python __new__, and the Python versions of repr/str/print/format/len and
# attribute access that run user special methods ----

_NO_META = object()


def _build_class_py(func, name, qualname, /, *bases, metaclass=_NO_META, **kw):
    orig_bases = bases
    bases = _resolve_bases(bases)
    if metaclass is _NO_META:
        meta = type(bases[0]) if bases else type
    else:
        meta = metaclass
    if isinstance(meta, type):
        meta = _meta_winner(meta, bases)
    # a metaclass that makes and prepares its classes as type does (no
    # class of its MRO before type defines __new__, __init__, __prepare__
    # or mro: _meta_plain, class.c): the class is made without the calls
    # of type.__call__ (its classes' __call__ is not asked: a metaclass
    # has no metaclass of its own)
    plain = meta is not type and isinstance(meta, type) and _meta_plain(meta)
    if meta is type or plain:
        ns = {}
    else:
        prep = getattr(meta, '__prepare__', None)
        ns = {} if prep is None else prep(name, bases, **kw)
        if not isinstance(ns, dict):
            if not hasattr(type(ns), '__getitem__'):
                who = meta.__name__ if isinstance(meta, type) else '<metaclass>'
                raise TypeError(f'{who}.__prepare__() must return a mapping, '
                                f'not {type(ns).__name__}')
            raise TypeError('baton runs a class body only in a dict (or a dict subclass): '
                            f'__prepare__ returned {type(ns).__name__}')
    # a dict subclass from __prepare__: the body stores into its dict
    # directly (its __setitem__ is not called)
    cell = func(_base_of(ns))
    if bases is not orig_bases:
        ns['__orig_bases__'] = orig_bases
    if meta is type:
        # the __class__ cell is set before __set_name__ and
        # __init_subclass__ run, as CPython's type.__new__ does
        cls = _new_class(name, qualname, bases, ns, None,
                         member_descriptor if '__slots__' in ns else None)
        if cell is not None:
            _cell_set(cell, cls)
        return _class_ready(cls, ns, kw)
    # the __class__ cell travels in the namespace; type.__new__ fills it
    if cell is not None:
        ns['__classcell__'] = cell
    if plain:
        # what meta(name, bases, ns, **kw) does when type.__call__,
        # type.__new__ and type.__init__ would run: the arguments are
        # right and meta is the winner already
        cls = _type_made(meta, name, bases, ns, kw, False)
    else:
        cls = meta(name, bases, ns, **kw)
    if cell is not None and isinstance(cls, type):
        held = _cell_set(cell)
        if held is None:
            raise RuntimeError(f'__class__ not set defining {name!r} as {cls!r}. '
                               'Was __classcell__ propagated to type.__new__?')
        if held is not cls:
            raise TypeError(f'__class__ set to {held!r} defining {name!r} as {cls!r}')
    return cls


# the most derived of a metaclass and its bases' metaclasses (CPython's
# metaclass calculation)
def _meta_winner(meta, bases):
    for b in bases:
        bm = type(b)
        if issubclass(meta, bm):
            continue
        if issubclass(bm, meta):
            meta = bm
            continue
        raise TypeError('metaclass conflict: the metaclass of a derived class must be '
                        'a (non-strict) subclass of the metaclasses of all its bases')
    return meta


def _class_ready(cls, ns, kw):
    # a class with an internal metaclass (enum's, abc's) lets it turn the
    # namespace into members first, as EnumType.__new__ does
    build = _user_slot(cls, '_baton_build_')
    if build is not None:
        build(cls, ns, kw)
    # only the entries whose value is of a user class can have a
    # __set_name__ (_set_name_items, class.c), taken before any runs
    for k, v in _set_name_items(ns):
        f = _user_slot(v, '__set_name__')
        if f is not None:
            try:
                f(v, cls, k)
            except BaseException as e:
                raise RuntimeError(f"Error calling __set_name__ on '{type(v).__name__}' "
                                   f"instance '{k}' in '{cls.__name__}'") from e
    # object.__init_subclass__() does nothing: not called when it is the
    # one super() finds and there are no keywords for it to refuse
    if kw or not _init_subclass_plain(cls):
        super(cls, cls).__init_subclass__(**kw)
    return cls


# type.__new__(mcs, name, bases, ns, **kw) (slots.c): a class of metaclass
# mcs; the keywords go to __init_subclass__
def _type_new(mcs, *args, **kw):
    if not isinstance(mcs, type):
        raise TypeError(f'type.__new__(X): X is not a type object ({type(mcs).__name__})')
    if not issubclass(mcs, type):
        raise TypeError(f'type.__new__({mcs.__name__}): {mcs.__name__} is not a subtype of type')
    if len(args) != 3:
        raise TypeError(f'type.__new__() takes exactly 3 arguments ({len(args)} given)')
    name, bases, ns = args
    for i, (v, t) in enumerate(((name, str), (bases, tuple), (ns, dict)), 1):
        if not isinstance(v, t):
            raise TypeError(f'type.__new__() argument {i} must be {t.__name__}, '
                            f"not {'None' if v is None else type(v).__name__}")
    for b in bases:
        if not isinstance(b, type) and hasattr(b, '__mro_entries__'):
            raise TypeError("type() doesn't support MRO entry resolution; "
                            "use types.new_class()")
        if not isinstance(b, type):
            raise TypeError('metaclass conflict: the metaclass of a derived class must be '
                            'a (non-strict) subclass of the metaclasses of all its bases')
    winner = _meta_winner(mcs, bases)
    if winner is not mcs:
        new = winner.__new__
        if new is not type.__new__:
            return new(winner, name, bases, ns, **kw)
        mcs = winner
    return _type_made(mcs, name, bases, ns, kw, True)


# the class type.__new__(mcs, name, bases, ns, **kw) makes, once its
# arguments are checked and mcs is the metaclasses' winner; custom: mcs may
# define mro()
def _type_made(mcs, name, bases, ns, kw, custom):
    ns = dict(ns)
    ns.setdefault('__module__', '__main__')
    qualname = ns.get('__qualname__', name)
    if not isinstance(qualname, str):
        raise TypeError(f"type __qualname__ must be a str, not {type(qualname).__name__}")
    cell = ns.pop('__classcell__', None)
    if cell is not None:
        _cell_set(cell)   # a TypeError when it is no cell
    cls = _new_class(name, qualname, bases, ns, None if mcs is type else mcs,
                     member_descriptor if '__slots__' in ns else None)
    if custom and mcs is not type:
        _custom_mro(cls, mcs)
    if cell is not None:
        _cell_set(cell, cls)
    return _class_ready(cls, ns, kw)


# a metaclass's own mro() orders the class it makes (type.mro: C3)
def _custom_mro(cls, mcs):
    f = mcs.mro
    if f is not type.mro:
        _set_mro(cls, tuple(f(cls)))


# getter/setter/deleter of an instance of a property subclass (class.c
# inst_getattr): a new instance of that subclass, made by calling it
def _prop_sub_copy(self, which, func):
    p = _base_of(self)
    parts = [p.fget, p.fset, p.fdel]
    doc = p.__doc__
    if which == 0 and p.fget is not None and doc is getattr(p.fget, '__doc__', None):
        doc = None   # the new getter's, as the old one's was
    parts[which] = func
    return type(self)(*parts, doc)


def _prop_sub_getter(self, func):
    return _prop_sub_copy(self, 0, func)


def _prop_sub_setter(self, func):
    return _prop_sub_copy(self, 1, func)


def _prop_sub_deleter(self, func):
    return _prop_sub_copy(self, 2, func)


# type(name, bases, dict) (vm/builtins.c, bi_type): type.__call__(type, ...)
def _type3(*a, **kw):
    if len(a) != 3:
        raise TypeError('type() takes 1 or 3 arguments')
    cls = _type_new(type, *a, **kw)
    init = _user_slot(cls, '__init__')
    if init is not None:
        init(cls, *a, **kw)
    return cls


# type.__call__ reached from a native (the interpreter's call_at handles
# the calls that Python code makes)
def _type_call(cls, *args, **kw):
    return type.__call__(cls, *args, **kw)


# The descriptor of a __slots__ entry in its class's namespace (class.c
# members_add, which sets __name__ and __objclass__); the interpreter
# serves reads and stores of the slot natively, these methods are for
# explicit calls.
def _mk_member_descriptor():
    class member_descriptor:
        __module__ = 'builtins'
        __qualname__ = 'member_descriptor'

        def __get__(self, instance, owner=None, /):
            if instance is None:
                return self
            return _member(self, instance, 0)

        def __set__(self, instance, value, /):
            _member(self, instance, 1, value)

        def __delete__(self, instance, /):
            _member(self, instance, 2)

        def __repr__(self):
            return f"<member '{self.__name__}' of '{self.__objclass__.__name__}' objects>"

        def __setattr__(self, name, value):
            if name in ('__name__', '__objclass__'):
                raise AttributeError('readonly attribute')
            if name == '__doc__':
                raise AttributeError("attribute '__doc__' of 'member_descriptor' objects is not writable")
            raise AttributeError(f"'member_descriptor' object has no attribute '{name}'")

        def __delattr__(self, name):
            self.__setattr__(name, None)
    return member_descriptor


member_descriptor = _mk_member_descriptor()


# A data descriptor of a builtin type's namespace (int.__dict__['real'],
# object.__dict__['__class__']; class.c type_ns sets __name__ and
# __objclass__): reads and stores go through the attribute itself.
def _mk_getset_descriptor():
    class getset_descriptor:
        __module__ = 'builtins'
        __qualname__ = 'getset_descriptor'

        def _check(self, instance):
            if not isinstance(instance, self.__objclass__):
                raise TypeError(f"descriptor '{self.__name__}' for '{self.__objclass__.__name__}' "
                                f"objects doesn't apply to a '{type(instance).__name__}' object")

        def __get__(self, instance, owner=None, /):
            if instance is None:
                return self
            self._check(instance)
            return getattr(instance, self.__name__)

        def _store(self, instance, *value):
            # (object's __class__ is writable; the numbers' are read-only)
            self._check(instance)
            if self.__name__ != '__class__':
                raise AttributeError(f"attribute '{self.__name__}' of "
                                     f"'{self.__objclass__.__name__}' objects is not writable")
            if value:
                setattr(instance, '__class__', value[0])
            else:
                delattr(instance, '__class__')

        def __set__(self, instance, value, /):
            self._store(instance, value)

        def __delete__(self, instance, /):
            self._store(instance)

        def __repr__(self):
            return f"<attribute '{self.__name__}' of '{self.__objclass__.__name__}' objects>"

        __setattr__ = member_descriptor.__setattr__
        __delattr__ = member_descriptor.__delattr__
    return getset_descriptor


getset_descriptor = _mk_getset_descriptor()


# A classmethod of a builtin type's namespace (dict.__dict__['fromkeys'],
# int.__dict__['from_bytes']; class.c type_ns sets __name__ and
# __objclass__): bound to the class it is read through, or called with that
# class first, as CPython's classmethod_descriptor.
def _mk_classmethod_descriptor():
    class classmethod_descriptor:
        __module__ = 'builtins'
        __qualname__ = 'classmethod_descriptor'

        def __get__(self, instance, owner=None, /):
            if owner is None:
                owner = type(instance)
            where = self.__objclass__
            if not isinstance(owner, type):
                raise TypeError(f"descriptor '{self.__name__}' for type '{where.__name__}' "
                                f"needs a type, not a '{type(owner).__name__}' as arg 2")
            if not issubclass(owner, where):
                raise TypeError(f"descriptor '{self.__name__}' requires a subtype of "
                                f"'{where.__name__}' but received '{owner.__name__}'")
            return getattr(owner, self.__name__)

        def __call__(self, *args, **kw):
            if not args:
                raise TypeError(f"descriptor '{self.__name__}' of "
                                f"'{self.__objclass__.__name__}' object needs an argument")
            return self.__get__(None, args[0])(*args[1:], **kw)

        def __repr__(self):
            return f"<method '{self.__name__}' of '{self.__objclass__.__name__}' objects>"

        __setattr__ = member_descriptor.__setattr__
        __delattr__ = member_descriptor.__delattr__
    return classmethod_descriptor


classmethod_descriptor = _mk_classmethod_descriptor()




# ---- except* (PEP 654; compiled by vm/compile.c, except_star) ----
# The state of one try statement: [the exception caught, what is left to
# match (None: all matched), the matches handed to clauses, the exceptions
# that escaped clause bodies].

def _excstar_begin(exc):
    # [original, rest unmatched, matches, raised, their traceback lengths]
    return [exc, exc, [], [], {}]


def _excstar_match(st, types):
    if isinstance(types, tuple):
        ts = types
    else:
        ts = (types,)
    for t in ts:
        if not (isinstance(t, type) and issubclass(t, BaseException)):
            raise TypeError('catching classes that do not inherit from BaseException is not allowed')
        if issubclass(t, BaseExceptionGroup):
            raise TypeError('catching ExceptionGroup with except* is not allowed. Use except instead.')
    rest = st[1]
    if rest is None:
        return None
    if isinstance(rest, BaseExceptionGroup):
        match, rest = rest.split(types)
    elif isinstance(rest, types):
        # a naked exception is matched as a group of one
        match, rest = BaseExceptionGroup('', (rest,)), None
    else:
        return None
    st[1] = rest
    if match is not None:
        st[2].append(match)
        st[4][id(match)] = _exc_tb_len(match)
    return match


def _excstar_raised(st, e):
    # `raise e` of a match adds a traceback entry: then it is raised anew
    if id(e) in st[4] and st[4][id(e)] != _exc_tb_len(e):
        del st[4][id(e)]
    st[3].append(e)


def _excstar_leaves(e, out):
    if isinstance(e, BaseExceptionGroup):
        for x in e.exceptions:
            _excstar_leaves(x, out)
    else:
        out.append(e)
    return out


# What the try statement raises after its clauses (None: nothing), as
# CPython's _PyExc_PrepReraiseStar: a clause body that re-raised its match
# (or the part no clause matched) keeps the original group's shape, its
# leaves cut out of the original; new exceptions come first, all in one
# ExceptionGroup('', ...).  A naked exception yields what its one clause
# raised, or itself when no clause matched.
def _excstar_end(st):
    orig, rest, matches, raised, tbs = st
    if not isinstance(orig, BaseExceptionGroup):
        return raised[0] if raised else rest
    new = []
    keep = []
    for e in raised:
        for m in matches:
            if e is m and id(e) in tbs:
                keep.append(e)
                break
        else:
            new.append(e)
    if rest is not None:
        keep.append(rest)
    kept = None
    if keep:
        leaves = []
        for e in keep:
            _excstar_leaves(e, leaves)

        def kept_leaf(x):
            for y in leaves:
                if x is y:
                    return True
            return False
        kept = orig.split(kept_leaf)[0]
    if not new:
        return kept
    if kept is not None:
        new.append(kept)
    # one exception to raise is raised as it is (CPython groups two or more)
    return new[0] if len(new) == 1 else BaseExceptionGroup('', new)


# PEP 560: a base that is not a class (typing's List[int], Generic[T])
# names the classes it stands for through __mro_entries__.
def _resolve_bases(bases):
    for b in bases:
        if not isinstance(b, type):
            break
    else:
        return bases      # (the common case: classes only)
    out = []
    changed = False
    for b in bases:
        entries = None if isinstance(b, type) else _user_slot(b, '__mro_entries__')
        if entries is None:
            out.append(b)
            continue
        new = entries(b, bases)
        if type(new) is not tuple:
            raise TypeError('__mro_entries__ must return a tuple')
        out.extend(new)
        changed = True
    return tuple(out) if changed else bases


def _construct(cls, *args, **kw):
    obj = cls.__new__(cls, *args, **kw)
    # the object's own class decides, not a metaclass's __instancecheck__
    if type.__instancecheck__(cls, obj):
        init = _user_slot(obj, '__init__')
        if init is not None:
            r = init(obj, *args, **kw)
            if r is not None:
                raise TypeError(f"__init__() should return None, not '{type(r).__name__}'")
    return obj


_dict_keys = type({}.keys())
_dict_values = type({}.values())
_dict_items = type({}.items())
_DICT_VIEWS = (_dict_keys, _dict_values, _dict_items)   # (and OrderedDict's odict_keys...)


# The containers whose repr is being made, across user __repr__ calls (a
# list holding an object whose __repr__ shows that list): CPython's
# Py_ReprEnter.  One reentered shows as its placeholder.
_REPR_RUNNING = []
_REPR_PLACEHOLDERS = {list: '[...]', tuple: '(...)', dict: '{...}', set: 'set(...)',
                      frozenset: 'frozenset(...)'}


def _repr(x):
    t = type(x)
    if t in _REPR_PLACEHOLDERS or issubclass(t, _DICT_VIEWS):
        for r in _REPR_RUNNING:
            if r is x:
                return _REPR_PLACEHOLDERS.get(t, '...')
        _REPR_RUNNING.append(x)
        try:
            return _repr_container(x, t)
        finally:
            for i in range(len(_REPR_RUNNING) - 1, -1, -1):
                if _REPR_RUNNING[i] is x:
                    del _REPR_RUNNING[i]
                    break
    return _repr_container(x, t)


def _repr_container(x, t):
    if t is list:
        return '[' + ', '.join([_repr(v) for v in x]) + ']'
    if t is tuple:
        if len(x) == 1:
            return '(' + _repr(x[0]) + ',)'
        return '(' + ', '.join([_repr(v) for v in x]) + ')'
    if t is dict:
        # entry by entry, as CPython's PyDict_Next: keys an item's __repr__
        # adds are shown, deleted ones skipped, no "changed size" error
        parts = []
        e = _ht_next(x, 0)
        while e is not None:
            parts.append(_repr(e[1]) + ': ' + _repr(e[2]))
            e = _ht_next(x, e[0])
        return '{' + ', '.join(parts) + '}'
    # a set's and a view's items are copied first, as CPython's: an item's
    # __repr__ that changes them does not change what is printed
    if t is set:
        return '{' + ', '.join([_repr(v) for v in list(x)]) + '}' if x else 'set()'
    if t is frozenset:
        return 'frozenset({' + ', '.join([_repr(v) for v in list(x)]) + '})' if x else 'frozenset()'
    if issubclass(t, _DICT_VIEWS):
        return t.__name__ + '([' + ', '.join([_repr(v) for v in list(x)]) + '])'
    f = _user_slot(x, '__repr__')
    if f is None:
        if isinstance(x, BaseException):
            return _exc_repr_py(x)
        return repr(x)
    r = f(x)
    if not issubclass(type(r), str):
        raise TypeError(f'__repr__ returned non-string (type {type(r).__name__})')
    return r


def _ascii(x):
    # ascii(x) when x's repr is Python code: that repr, non-ASCII escaped
    r = _repr(x)
    if r.isascii():
        return r          # itself, a str subclass included
    out = []
    for c in r:
        o = ord(c)
        if o < 128:
            out.append(c)
        elif o < 256:
            out.append('\\x%02x' % o)
        elif o < 65536:
            out.append('\\u%04x' % o)
        else:
            out.append('\\U%08x' % o)
    return ''.join(out)


def _str(x, *rest):
    if rest or type(x) is str:
        return str(x, *rest)
    f = _user_slot(x, '__str__')
    if f is None:
        if isinstance(x, BaseException):
            # a builtin exception's str: its one argument's, or the tuple's
            a = x.args
            if len(a) != 1:
                return _repr(a) if a else ''
            return _repr(a[0]) if isinstance(x, KeyError) else _str(a[0])
        return _repr(x)
    r = f(x)
    if not issubclass(type(r), str):
        raise TypeError(f'__str__ returned non-string (type {type(r).__name__})')
    return r


def _print(*args, sep=None, end=None, file=None, flush=False):
    if file is None:
        file = _sys_stdout()
        if file is False:
            # one piece at a time: an argument whose __str__ raises leaves
            # the ones before it written, as CPython's print does
            for i, a in enumerate(args):
                if i:
                    print(' ' if sep is None else sep, end='')
                print(_str(a), end='')
            print(end=end)
            return
        if file is None:
            return
    # as CPython: each piece through file.write, then flush() if asked
    for i, a in enumerate(args):
        if i:
            file.write(' ' if sep is None else sep)
        file.write(_str(a))
    file.write('\n' if end is None else end)
    if flush:
        file.flush()


def _format(x, spec=''):
    f = _user_slot(x, '__format__')
    if f is None and not isinstance(x, (list, tuple, dict, set, frozenset, BaseException,
                                       _dict_keys, _dict_values, _dict_items)):
        return format(x, spec)
    if f is None or f is object.__format__ or (
            not spec and (f is str.__format__ or f is int.__format__ or f is float.__format__)):
        if spec:
            raise TypeError(f'unsupported format string passed to {type(x).__name__}.__format__')
        return _str(x)
    r = f(x, spec)
    if not issubclass(type(r), str):
        raise TypeError(f'__format__ must return a str, not {type(r).__name__}')
    return r


def _format_value(x, conv, spec):
    if conv == 114:
        x = _repr(x)
    elif conv == 115:
        x = _str(x)
    elif conv == 97:
        x = ascii(_repr(x))[1:-1]
    r = _format(x, spec)
    # (an f-string joins plain strs: a str subclass gives its characters)
    return r if type(r) is str else ''.join((r,))


def _reversed_seq(seq):
    i = _len(seq) - 1
    while i >= 0:
        yield seq[i]
        i -= 1


def _reversed(seq):
    f = _user_slot(seq, '__reversed__')
    if f is not None:
        return f(seq)
    # `__reversed__ = None` (a Mapping's) refuses the sequence protocol
    if (getattr(type(seq), '__reversed__', 0) is None or
            _user_slot(seq, '__getitem__') is None or _user_slot(seq, '__len__') is None):
        raise TypeError(f"'{type(seq).__name__}' object is not reversible")
    return _reversed_seq(seq)


# bool(), int(), float(), abs(), divmod(), round() of a user object: its
# special methods, with CPython's checks of what they return.
def _bool_py(*a):
    if not a:
        return False
    x = a[0]
    f = _user_slot(x, '__bool__')
    if f is not None:
        r = f(x)
        if type(r) is not bool:
            raise TypeError(f'__bool__ should return bool, returned {type(r).__name__}')
        return r
    if _user_slot(x, '__len__') is not None:
        return _len(x) != 0
    return bool(_base_of(x))


def _int_py(*a, **k):
    if len(a) != 1 or k:
        return int(*a, **k)
    x = a[0]
    f = _user_slot(x, '__int__')
    if f is not None:
        r = f(x)
        if not isinstance(r, int):
            raise TypeError(f'__int__ returned non-int (type {type(r).__name__})')
        return int(_base_of(r))
    if _user_slot(x, '__index__') is not None:
        return _ht_index(x)
    b = _base_of(x)
    if b is x:
        raise TypeError("int() argument must be a string, a bytes-like object or a real "
                        f"number, not '{type(x).__name__}'")
    return int(b)


def _float_py(*a, **k):
    if len(a) != 1 or k:
        return float(*a, **k)
    x = a[0]
    f = _user_slot(x, '__float__')
    if f is not None:
        r = f(x)
        if not isinstance(r, float):
            raise TypeError(f'{type(x).__name__}.__float__ returned non-float (type {type(r).__name__})')
        return float(_base_of(r))
    if _user_slot(x, '__index__') is not None:
        return float(_ht_index(x))
    b = _base_of(x)
    if b is x:
        raise TypeError(f"float() argument must be a string or a real number, not '{type(x).__name__}'")
    return float(b)


def _complex_part(x, first):
    # a complex() argument that is an instance of a class, as a builtin number
    if first:
        f = _user_slot(x, '__complex__')
        if f is not None:
            r = f(x)
            if not isinstance(r, complex):
                raise TypeError(f'__complex__ returned non-complex (type {type(r).__name__})')
            return _base_of(r)
    if _user_slot(x, '__float__') is not None:
        return _float_py(x)
    if _user_slot(x, '__index__') is not None:
        return _ht_index(x)
    b = _base_of(x)
    if b is x:
        if first:
            raise TypeError(f"complex() first argument must be a string or a number, not '{type(x).__name__}'")
        raise TypeError(f"complex() second argument must be a number, not '{type(x).__name__}'")
    return b


def _complex_py(*a, **k):
    a = list(a)
    for i in range(len(a)):
        if i < 2 and type(a[i]) not in (int, float, complex, bool, str):
            a[i] = _complex_part(a[i], i == 0)
    for i, n in ((0, 'real'), (1, 'imag')):
        if n in k and type(k[n]) not in (int, float, complex, bool, str):
            k[n] = _complex_part(k[n], i == 0)
    return complex(*a, **k)


def _abs_py(x):
    f = _user_slot(x, '__abs__')
    if f is not None:
        return f(x)
    b = _base_of(x)
    if b is x:
        raise TypeError(f"bad operand type for abs(): '{type(x).__name__}'")
    return abs(b)


def _divmod_py(a, b):
    f = _user_slot(a, '__divmod__')
    if f is not None:
        r = f(a, b)
        if r is not NotImplemented:
            return r
    f = _user_slot(b, '__rdivmod__')
    if f is not None and type(a) is not type(b):
        r = f(b, a)
        if r is not NotImplemented:
            return r
    x = _base_of(a)
    y = _base_of(b)
    if (x is a and _user_slot(a, '__divmod__') is not None or
            y is b and _user_slot(b, '__rdivmod__') is not None or
            x is a and y is b):
        raise TypeError("unsupported operand type(s) for divmod(): "
                        f"'{type(a).__name__}' and '{type(b).__name__}'")
    return divmod(x, y)


def _round_py(number, ndigits=None):
    f = _user_slot(number, '__round__')
    if f is None:
        b = _base_of(number)
        if b is number:
            raise TypeError(f"type {type(number).__name__} doesn't define __round__ method")
        return round(b) if ndigits is None else round(b, ndigits)
    return f(number) if ndigits is None else f(number, ndigits)


def _len(x):
    f = _user_slot(x, '__len__')
    if f is None:
        return len(x)
    r = f(x)
    if type(r) is not int and type(r) is not bool:
        # any int, or an object with __index__ (CPython's PyNumber_AsSsize_t)
        if isinstance(r, int):
            r = int(_base_of(r))
        elif _user_slot(r, '__index__') is not None:
            r = _ht_index(r)
        else:
            raise TypeError(f"'{type(r).__name__}' object cannot be interpreted as an integer")
    if r < 0:
        raise ValueError('__len__() should return >= 0')
    if r > 9223372036854775807:
        raise OverflowError("cannot fit 'int' into an index-sized integer")
    return int(r)


def _seq_index(s, x, start=0, stop=None):
    n = len(s)
    if stop is None or stop > n:
        stop = n
    if start < 0:
        start = max(start + n, 0)
    if stop < 0:
        stop += n
    for i in range(start, stop):
        v = s[i]
        if v is x or v == x:
            return i
    raise ValueError(f'{x!r} is not in list' if type(s) is list else 'tuple.index(x): x not in tuple')


def _seq_count(s, x):
    n = 0
    for v in s:
        if v is x or v == x:
            n += 1
    return n


def _seq_remove(s, x):
    try:
        i = _seq_index(s, x)
    except ValueError:
        raise ValueError('list.remove(x): x not in list') from None
    del s[i]


def _object_ne_py(a, b):
    r = a.__eq__(b)
    return r if r is NotImplemented else not r


def _getattr(o, name, *d):
    try:
        r = _attr_lookup(o, name)
        if r[0] == 0:
            return r[1]
        return r[1](*r[2])
    except AttributeError:
        if d:
            return d[0]
        raise


# object.__getattribute__(o, name) when the lookup runs Python code (a
# property, a descriptor): as the attribute syntax, without o's class's
# __getattribute__ and __getattr__.
def _object_getattribute(o, name):
    r = _attr_lookup(o, name, True)
    if r[0] == 0:
        return r[1]
    return r[1](*r[2])


# o.name for a class with a Python __getattr__ when the lookup runs Python
# code (its own __getattribute__, a property, a descriptor's __get__):
# __getattr__ runs after an AttributeError from it, as CPython's.
def _getattribute_hook(o, name):
    t = type(o)
    try:
        return t.__getattribute__(o, name)
    except AttributeError:
        return t.__getattr__(o, name)


# C.__dict__ of a class (vm/class.c): a mappingproxy of a mapping that
# reads the class's namespace afresh at each use (_class_ns copies it),
# so that it shows later changes to the class, as CPython's view does.
def _mk_class_namespace():
    class _ClassNamespace:
        __slots__ = ('_cls',)
        __qualname__ = '_ClassNamespace'

        def __init__(self, cls):
            object.__setattr__(self, '_cls', cls)

        def __getitem__(self, key):
            return _class_ns(self._cls, getset_descriptor)[key]

        def __contains__(self, key):
            return key in _class_ns(self._cls, getset_descriptor)

        def __iter__(self):
            return iter(_class_ns(self._cls, getset_descriptor))

        def __reversed__(self):
            return reversed(_class_ns(self._cls, getset_descriptor))

        def __len__(self):
            return len(_class_ns(self._cls, getset_descriptor))

        def __eq__(self, other):
            return _class_ns(self._cls, getset_descriptor) == other

        def __or__(self, other):
            return _class_ns(self._cls, getset_descriptor) | other

        def __ror__(self, other):
            return other | _class_ns(self._cls, getset_descriptor)

        def __repr__(self):
            return repr(_class_ns(self._cls, getset_descriptor))

        def get(self, key, default=None):
            return _class_ns(self._cls, getset_descriptor).get(key, default)

        def keys(self):
            return _class_ns(self._cls, getset_descriptor).keys()

        def values(self):
            return _class_ns(self._cls, getset_descriptor).values()

        def items(self):
            return _class_ns(self._cls, getset_descriptor).items()

        def copy(self):
            return _class_ns(self._cls, getset_descriptor)
    return _ClassNamespace


_ClassNamespace = _mk_class_namespace()


def _class_dict_proxy(cls):
    import types
    return types.MappingProxyType(_ClassNamespace(cls))


_MISSING_ATTR = []
def _hasattr(o, name):
    return _getattr(o, name, _MISSING_ATTR) is not _MISSING_ATTR


def _setattr(o, name, *v):
    r = _setattr_plain(o, name, *v)
    if r is not None:
        r[0](*r[1])


# object.__setattr__ / object.__delattr__ reaching a property or a data
# descriptor: its setter or deleter, without o's class's __setattr__ and
# __delattr__.
def _object_setattr(o, name, v):
    r = _setattr_raw(o, name, v)
    if r is not None:
        r[0](*r[1])


def _object_delattr(o, name):
    r = _setattr_raw(o, name)
    if r is not None:
        r[0](*r[1])


# hash() of an object whose class defines __hash__ in Python.
def _ht_hash(o):
    h = _user_slot(o, '__hash__')
    if h is None:
        # a tuple holding objects whose __hash__ is Python code
        return _ht_base_hash(o)
    # CPython's slot_tp_hash: the int itself when it fits a Py_ssize_t
    # (-1 becomes -2), else the int's hash (vm/htpy.c)
    return _ht_hash_int(h(o))


# setattr and delattr: as `o.name = v` and `del o.name` (the same checks,
# the same doors: the sandbox's refusals live in the attribute store).
def _setattr_bi(*a):
    if len(a) != 3:
        raise TypeError(f'setattr expected 3 arguments, got {len(a)}')
    if type(a[1]) is not str:
        raise TypeError(f"attribute name must be string, not '{type(a[1]).__name__}'")
    _setattr(a[0], a[1], a[2])


def _delattr_bi(*a):
    if len(a) != 2:
        raise TypeError(f'delattr expected 2 arguments, got {len(a)}')
    if type(a[1]) is not str:
        raise TypeError(f"attribute name must be string, not '{type(a[1]).__name__}'")
    _setattr(a[0], a[1])


# __init__ of the builtin types a class may derive from: fills the value an
# instance of a subclass wraps (dict's updates, list's and set's replace).
def _base_init_py(self, *a, **k):
    b = _base_of(self)
    t = type(b)
    if t is dict:
        if len(a) > 1:
            raise TypeError(f'dict expected at most 1 argument, got {len(a)}')
        b.update(*a, **k)
    elif t is list or t is set:
        if k:
            raise TypeError(f'{t.__name__}() takes no keyword arguments')
        if len(a) > 1:
            raise TypeError(f'{t.__name__} expected at most 1 argument, got {len(a)}')
        b.clear()
        if a:
            if t is list:
                b.extend(a[0])
            else:
                b.update(a[0])


def _vars(*a):
    if len(a) != 1:
        if not a:
            return locals()   # the caller's (vm/scope.c skips this frame)
        raise TypeError(f'vars expected at most 1 argument, got {len(a)}')
    try:
        return a[0].__dict__
    except AttributeError:
        raise TypeError('vars() argument must have __dict__ attribute') from None


def _base_repr_py(self):
    return _repr(_base_of(self))




def _exc_str_py(e):
    a = e.args
    if not a:
        return ''
    if len(a) == 1:
        return _repr(a[0]) if isinstance(e, KeyError) else _str(a[0])
    return _repr(a)


def _dir(*a):
    # dir(obj) when obj's class defines __dir__ in Python (vm/dir.c)
    return sorted(type(a[0]).__dir__(a[0]))


def _exc_strs(excs, top):
    # str() of an uncaught exception's parts whose message runs Python code
    # (exc_uncaught_strs in exc.c; `top`, the exception, stays rooted
    # here); None for one that failed: CPython's "<exception str() failed>"
    out = []
    for e in excs:
        try:
            out.append(_str(e))
        except BaseException:
            out.append(None)
    return out


def _exc_repr_py(e):
    if len(e.args) == 1:
        return type(e).__name__ + '(' + _repr(e.args[0]) + ')'
    return type(e).__name__ + _repr(e.args)


# Async generators (vm/gen.c): the awaitables their methods return.  Each
# is one step of the generator, whose frame runs above this one.  One
# started under a running event loop is kept in _agen_started until it
# ends (a step raises out of it), so that asyncio.run can close the ones
# left unfinished (an `async for` left by break) as CPython's
# shutdown_asyncgens does (prelude_asyncio.py _aio_close_agens).
_agen_started = {}


def _agen_enter(g):
    if _aio_loop(0):
        _agen_started[g] = None


def _agen_step(g, thrown):
    # a step of g that throws into it (athrow)
    if g not in _agen_started:
        _agen_enter(g)
    try:
        return _agen_throw(g, *thrown)
    except BaseException:
        _agen_started.pop(g, None)
        raise


# (anext and asend inline _agen_step's bookkeeping: a call more per item
# costs an async for over a generator a fifth of its time)
async def _agen_anext(g):
    if g not in _agen_started:
        _agen_enter(g)
    try:
        return _agen_send(g, None)
    except BaseException:
        _agen_started.pop(g, None)
        raise


async def _agen_asend(g, value):
    if g not in _agen_started:
        _agen_enter(g)
    try:
        return _agen_send(g, value)
    except BaseException:
        _agen_started.pop(g, None)
        raise


async def _agen_athrow(g, *args):
    if args and isinstance(args[0], type) and (len(args) < 3 or args[2] is None):
        args = (_throw_exc(args[0], args[1] if len(args) > 1 else None),)
    return _agen_step(g, args)


# throw(cls[, value]) with a class: the exception thrown in, made as CPython
# normalises the pair (value an instance of cls, None, a tuple of arguments
# or the one argument).  A class that is no exception is refused here; an
# error while making the instance is what the generator receives.
def _throw_exc(typ, val):
    if not issubclass(typ, BaseException):
        raise TypeError('exceptions must be classes or instances deriving from '
                        f'BaseException, not {type(typ).__name__}')
    try:
        if isinstance(val, typ):
            return val
        if val is None:
            exc = typ()
        elif isinstance(val, tuple):
            exc = typ(*val)
        else:
            exc = typ(val)
        if not isinstance(exc, BaseException):
            raise TypeError(f'calling {typ!r} should have returned an instance of '
                            f'BaseException, not {type(exc).__name__}')
    except BaseException as e:
        return e
    return exc


def _gen_throw(g, *args):
    e = _throw_exc(args[0], args[1] if len(args) > 1 else None)
    _throw_args(e, args)   # (kept for a user subiterator's throw)
    if len(args) > 2 and args[2] is not None:
        e.__traceback__ = args[2]
    return g.throw(e)


async def _agen_aclose(g):
    return _agen_close(g)


# aiter() and anext(): the async counterparts of iter() and next(); anext
# with a default is a coroutine turning StopAsyncIteration into it.
def _aiter(*args):
    if len(args) != 1:
        raise TypeError(f'aiter() takes exactly one argument ({len(args)} given)')
    x = args[0]
    if not hasattr(x, '__aiter__'):
        raise TypeError(f"'{type(x).__name__}' object is not an async iterable")
    it = x.__aiter__()
    if not hasattr(it, '__anext__'):
        raise TypeError(f"aiter() returned not an async iterator of type '{type(it).__name__}'")
    return it


def _anext(*args):
    if len(args) < 1:
        raise TypeError('anext expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(f'anext expected at most 2 arguments, got {len(args)}')
    it = args[0]
    if not hasattr(it, '__anext__'):
        raise TypeError(f"'{type(it).__name__}' object is not an async iterator")
    if len(args) == 1:
        return it.__anext__()
    return _anext_default(it.__anext__(), args[1])


async def _anext_default(aw, default):
    try:
        return await aw
    except StopAsyncIteration:
        return default


# list[int], dict[str, int], tuple[int, ...]: what subscripting a builtin
# type that has __class_getitem__ (or a class deriving from one) gives
# (vm/interp.c calls _generic_alias).  Other attributes are the origin's.
def _mk_generic_alias():
    class GenericAlias:
        __module__ = 'types'

        def __init__(self, origin, args):
            self.__origin__ = origin
            self.__args__ = args if type(args) is tuple else (args,)
            self.__parameters__ = _ga_params(self.__args__)

        def __repr__(self):
            if not self.__args__:
                return _ga_item(self.__origin__) + '[()]'
            return _ga_item(self.__origin__) + '[' + ', '.join([_ga_item(a) for a in self.__args__]) + ']'

        def __call__(self, *args, **kwargs):
            return self.__origin__(*args, **kwargs)

        def __getattr__(self, name):
            return getattr(self.__origin__, name)   # (dunder names refused)

        def __eq__(self, other):
            if type(other) is not GenericAlias:
                return NotImplemented
            return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

        def __hash__(self):
            return hash(self.__origin__) ^ hash(self.__args__)

        def __getitem__(self, item):
            return GenericAlias(self.__origin__, _ga_subst(self, item))

        def __instancecheck__(self, obj):
            raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

        def __subclasscheck__(self, cls):
            raise TypeError('issubclass() argument 2 cannot be a parameterized generic')

        def __or__(self, other):
            return _union_or(self, other)

        def __ror__(self, other):
            return _union_or(other, self)
    GenericAlias.__qualname__ = 'GenericAlias'
    return GenericAlias


GenericAlias = _mk_generic_alias()


def _generic_alias(origin, args):
    return GenericAlias(origin, args)


# int | None, list[str] | int: what `|` between types, None, GenericAliases
# and unions gives (CPython's Objects/unionobject.c).  vm/ops.c sends
# type | type and type | None here (through _ht_operator); GenericAlias and
# UnionType have the operators themselves.  The arguments are flattened
# and deduplicated; one left is the result itself.  Not instantiable.
def _mk_union_type():
    class UnionType:
        __module__ = 'types'

        def __new__(cls, *args, **kwargs):
            raise TypeError("cannot create 'types.UnionType' instances")

        def __repr__(self):
            return ' | '.join(['None' if a is _NoneType else _ga_item(a) for a in self.__args__])

        def __eq__(self, other):
            if type(other) is not UnionType:
                return NotImplemented
            return set(self.__args__) == set(other.__args__)

        def __hash__(self):
            return hash(frozenset(self.__args__))

        def __or__(self, other):
            return _union_or(self, other)

        def __ror__(self, other):
            return _union_or(other, self)

        def __getitem__(self, item):
            res = None
            for a in _ga_subst(self, item):
                res = a if res is None else res | a
            return res

        def __instancecheck__(self, obj):
            return isinstance(obj, self.__args__)

        def __subclasscheck__(self, cls):
            return issubclass(cls, self.__args__)

        def __getattr__(self, name):
            raise AttributeError(f"'types.UnionType' object has no attribute '{name}'")
    UnionType.__qualname__ = 'UnionType'
    return UnionType


UnionType = _mk_union_type()
_NoneType = type(None)


def _ga_params(args):
    # the type variables of a GenericAlias's or a union's arguments, in order
    out = []
    for a in args:
        ps = (a,) if _is_typevar(a) else getattr(a, '__parameters__', ()) if \
            type(a) in (GenericAlias, UnionType) or getattr(type(a), '__module__', None) == 'typing' \
            else ()
        for p in ps:
            if p not in out:
                out.append(p)
    return tuple(out)


def _ga_subst(alias, item):
    # alias's arguments with its type variables replaced by item's
    params = alias.__parameters__
    if not params:
        raise TypeError(_repr(alias) + ' is not a generic class')
    items = item if type(item) is tuple else (item,)
    for p in params:
        # a ParamSpec reshapes the items first (typing.py)
        prepare = getattr(p, '__typing_prepare_subst__', None)
        if prepare is not None:
            items = prepare(alias, items)
    if len(items) != len(params):
        raise TypeError(f"Too {'many' if len(items) > len(params) else 'few'} arguments"
                        f" for {_repr(alias)}; actual {len(items)}, expected {len(params)}")
    subst = dict(zip(params, items))
    out = []
    for a in alias.__args__:
        if isinstance(a, type):
            pass
        elif _is_typevar(a):
            # the variable checks its value (None -> NoneType, 'x' -> ForwardRef...)
            check = getattr(a, '__typing_subst__', None)
            a = subst[a] if check is None else check(subst[a])
        elif _ga_params((a,)):
            a = a[tuple([subst[p] for p in a.__parameters__])]
        out.append(a)
    return tuple(out)


def _is_typevar(x):
    t = type(x)
    return getattr(t, '__module__', None) == 'typing' and t.__name__ in ('TypeVar', 'ParamSpec', 'TypeVarTuple')


def _unionable(x):
    # what CPython's type.__or__ accepts (typing.Any is a class in 3.11)
    return (x is None or isinstance(x, type) or type(x) is GenericAlias or
            type(x) is UnionType or getattr(type(x), '_union_operand', False))


def _union_or(a, b):
    if not (_unionable(a) and _unionable(b)):
        return NotImplemented
    args = []
    for x in (a, b):
        for t in x.__args__ if type(x) is UnionType else (x,):
            if t is None:
                t = _NoneType
            for u in args:
                if type(u) is type(t) and u == t:
                    break
            else:
                args.append(t)
    if len(args) == 1:
        return args[0]
    u = object.__new__(UnionType)
    u.__args__ = tuple(args)
    u.__parameters__ = _ga_params(u.__args__)
    return u


def _ga_item(x):
    # an origin or argument as GenericAlias's repr shows it
    if x is ...:
        return '...'
    if type(x) is list:
        return '[' + ', '.join([_ga_item(a) for a in x]) + ']'
    if not isinstance(x, type):
        return _repr(x)
    try:
        module = x.__module__
    except AttributeError:
        return x.__qualname__
    if module == 'builtins':
        return x.__qualname__
    return module + '.' + x.__qualname__


# isinstance / issubclass when (an item of) argument 2 is an object whose
# class defines __instancecheck__ / __subclasscheck__ (builtins.c).
def _isinstance(obj, cls):
    return _typecheck(obj, cls, '__instancecheck__', isinstance)


def _issubclass(sub, cls):
    return _typecheck(sub, cls, '__subclasscheck__', issubclass)


def _typecheck(x, cls, slot, native):
    if type(cls) is tuple:
        for c in cls:
            if _typecheck(x, c, slot, native):
                return True
        return False
    if slot == '__instancecheck__' and type(x) is cls:
        return True     # CPython answers an exact type without the hook
    check = _user_slot(cls, slot)
    if check is None:
        return native(x, cls)
    return bool(check(cls, x))


# yield from a user iterator (interp.c SEND): a generator delegating to it.
# One without a throw method stands behind _yf_nothrow, whose name tells
# throw() of a non-exception to refuse it at the caller, as CPython does
# (interp.c, gen_throw_in); one with it is given those arguments.
def _yf_user(it):
    nxt = _user_slot(it, '__next__')
    if getattr(it, 'throw', None) is None:
        return _yf_nothrow(it, nxt)
    return _yf_gen(it, nxt)


def _yf_nothrow(it, nxt):
    return (yield from _yf_gen(it, nxt))


def _yf_gen(it, nxt):
    # how to get the next value: 0 nxt(it), 1 it.send(arg), 2 it.throw(arg)
    how, arg = 0, None
    while True:
        try:
            if how == 0:
                x = nxt(it)
            elif how == 1:
                x = it.send(arg)
            else:
                x = it.throw(*arg)
        except StopIteration as e:
            return e.value
        try:
            arg = yield x
            how = 0 if arg is None else 1
        except GeneratorExit:
            close = getattr(it, 'close', None)
            if close is not None:
                close()
            raise
        except BaseException as e:
            args = _throw_args(e)   # (what throw() was given)
            if getattr(it, 'throw', None) is None:
                raise
            how, arg = 2, args


# int.to_bytes and int.from_bytes (3.11's defaults: length 1, 'big')
def _int_byteorder(byteorder, fname):
    if type(byteorder) is not str:
        raise TypeError(f"{fname}() argument 'byteorder' must be str, not {type(byteorder).__name__}")
    if byteorder not in ('big', 'little'):
        raise ValueError("byteorder must be either 'little' or 'big'")
    return byteorder == 'little'


def _clinic_args(fname, args, kwargs, names, maxpos, required):
    # Argument Clinic's parse (_PyArg_UnpackKeywords) of a builtin whose
    # parameters are `names`, the first maxpos positional, the first
    # `required` required: CPython's errors, in its order; the values given
    n = len(args) + len(kwargs)
    if n > len(names):
        raise TypeError(f"{fname}() takes at most {len(names)} {'' if args else 'keyword '}"
                        f"argument{'' if len(names) == 1 else 's'} ({n} given)")
    if len(args) > maxpos:
        raise TypeError(f"{fname}() takes at most {maxpos} positional "
                        f"argument{'' if maxpos == 1 else 's'} ({len(args)} given)")
    vals = dict(zip(names, args))
    for i in range(len(args), len(names)):
        if names[i] in kwargs:
            vals[names[i]] = kwargs[names[i]]
        elif i < required:
            raise TypeError(f"{fname}() missing required argument '{names[i]}' (pos {i + 1})")
    for k in kwargs:
        if k not in names:
            raise TypeError(f"'{k}' is an invalid keyword argument for {fname}()")
        if names.index(k) < len(args):
            raise TypeError(f"argument for {fname}() given by name ('{k}') and "
                            f"position ({names.index(k) + 1})")
    return vals


def _int_to_bytes(n, *args, **kwargs):
    if kwargs or len(args) > 2:
        a = _clinic_args('to_bytes', args, kwargs, ('length', 'byteorder', 'signed'), 2, 0)
        length, byteorder = a.get('length', 1), a.get('byteorder', 'big')
        signed = a.get('signed', False)
    else:
        length = args[0] if args else 1
        byteorder = args[1] if len(args) > 1 else 'big'
        signed = False
    length = _index(length)
    little = _int_byteorder(byteorder, 'to_bytes')
    if length < 0:
        raise ValueError('length argument must be non-negative')
    n = int(n)
    if n < 0:
        if not signed:
            raise OverflowError("can't convert negative int to unsigned")
        if length == 0 or n < -(1 << (8 * length - 1)):
            raise OverflowError('int too big to convert')
        n += 1 << (8 * length)
    elif n >> (8 * length - (1 if signed else 0)) if length else n:
        raise OverflowError('int too big to convert')
    b = bytes.fromhex(('%x' % n).zfill(2 * length)) if length else b''
    return b[::-1] if little else b


def _int_from_bytes(*args, **kwargs):
    if kwargs or len(args) != 2:
        a = _clinic_args('from_bytes', args, kwargs, ('bytes', 'byteorder', 'signed'), 2, 1)
        data, byteorder = a['bytes'], a.get('byteorder', 'big')
        signed = a.get('signed', False)
    else:
        data, byteorder = args
        signed = False
    little = _int_byteorder(byteorder, 'from_bytes')
    if isinstance(data, (str, int, float)) or data is None:
        # bytes(5) and bytes(s, enc) mean something else: CPython refuses
        raise TypeError(f"cannot convert '{type(data).__name__}' object to bytes")
    b = bytes(data)
    if little:
        b = b[::-1]
    n = int(b.hex(), 16) if b else 0
    if signed and b and b[0] >= 128:
        n -= 1 << (8 * len(b))
    return n


def _index(x):
    if type(x) is int:
        return x
    if isinstance(x, float) or not hasattr(type(x), '__index__') and not isinstance(x, int):
        raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer")
    return int(x)


def _mk_quitters():
    # exit() and quit(), the builtins CPython's site module adds: calling
    # one ends the run as `raise SystemExit(code)` does
    class Quitter:
        __module__ = '_sitebuiltins'
        __qualname__ = 'Quitter'

        def __init__(self, name):
            self.name = name

        def __repr__(self):
            return f'Use {self.name}() or Ctrl-D (i.e. EOF) to exit'

        def __call__(self, code=None):
            raise SystemExit(code)

    return Quitter('exit'), Quitter('quit')


exit, quit = _mk_quitters()

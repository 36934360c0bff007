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
    return dict(_iterlist(a[0]), **k)




def _bytes(x):
    return bytes(_iterlist(x))


def _bytearray(x):
    return bytearray(_iterlist(x))


def _bytes_join(sep, it):
    return sep.join(_iterlist(it))


def _bytearray_extend(b, x):
    b.extend(_iterlist(x))


def enumerate(it, start=0):
    for x in it:
        yield (start, x)
        start += 1


def _enumerate(*a, **k):
    return enumerate(*a, **k)


def zip(*its, strict=False):
    its = [iter(x) for x in its]
    if not its:
        return
    while True:
        r = []
        for i in range(len(its)):
            for x in its[i]:
                r.append(x)
                break
            else:
                if strict:
                    if i:
                        s = ' ' if i == 1 else 's 1-'
                        raise ValueError(f'zip() argument {i + 1} is shorter than argument{s}{i}')
                    for j in range(1, len(its)):
                        for x in its[j]:
                            s = ' ' if j == 1 else 's 1-'
                            raise ValueError(f'zip() argument {j + 1} is longer than argument{s}{j}')
                return
        yield tuple(r)


def _zip(*a, **k):
    return zip(*a, **k)


def map(func, *its):
    if len(its) == 1:
        for x in its[0]:
            yield func(x)
        return
    its = [iter(x) for x in its]
    while True:
        args = []
        for it in its:
            for x in it:
                args.append(x)
                break
            else:
                return
        yield func(*args)


def _map(*a):
    return map(*a)


def filter(func, it):
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


def _sorted(it, *, key=None, reverse=False):
    r = _iterlist(it)
    r.sort(key=key, reverse=reverse)
    return r


def _list_sort(lst, *, key=None, reverse=False):
    if key is None:
        return lst.sort(reverse=reverse)
    items = lst[:]
    lst.clear()
    try:
        keys = [key(x) for x in items]
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


def _set_update(s, *its):
    for it in its:
        for x in it:
            s.add(x)


def _dict_update(d, *a, **k):
    if a:
        d.update(_iterlist(a[0]))
    d.update(k)


def _fromkeys(it, *v):
    d = dict.fromkeys((), *v)
    for x in it:
        d[x] = v[0] if v else None
    return d


def _setgen(a):
    return [_iterlist(x) if type(x).__name__ == 'generator' else x for x in a]


def _set_union(s, *a):
    return s.union(*_setgen(a))


def _set_intersection(s, *a):
    return s.intersection(*_setgen(a))


def _set_difference(s, *a):
    return s.difference(*_setgen(a))


def _set_symmetric_difference(s, *a):
    return s.symmetric_difference(*_setgen(a))


def _set_intersection_update(s, *a):
    return s.intersection_update(*_setgen(a))


def _set_difference_update(s, *a):
    return s.difference_update(*_setgen(a))


def _set_symmetric_difference_update(s, *a):
    return s.symmetric_difference_update(*_setgen(a))


def _set_issubset(s, *a):
    return s.issubset(*_setgen(a))


def _set_issuperset(s, *a):
    return s.issuperset(*_setgen(a))


def _set_isdisjoint(s, *a):
    return s.isdisjoint(*_setgen(a))


def _iter(f, sentinel):
    return callable_iterator(f, sentinel)


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

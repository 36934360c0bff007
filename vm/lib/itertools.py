# itertools: every type and function of 3.11.  Each type is a small class
# standing for CPython's C type: it prints and is named as that type
# ('itertools.chain', <itertools.chain object at 0x...>), takes no new
# attributes (__slots__), and checks its arguments with CPython's messages;
# the work is done by a generator kept in the instance (lazy, resumable and
# saved by snapshots like any generator).  That state lives under names
# of the form _itertools__x (the mangled form of a private __x of a class
# named itertools), hidden from code outside this module, so that a
# program's subclass may keep attributes of its own (self._run, self._n)
# apart from it, as on CPython's C types.


# Each type takes iter() of its arguments when made, so a value that cannot
# be iterated fails there, as CPython's constructors do.
def _named(run, name):
    run.__name__ = run.__qualname__ = name


def _pos_only(name, args, kw, lo, hi):
    # the checks of a C type that takes its arguments by position only
    if kw:
        raise TypeError(f'{name}() takes no keyword arguments')
    n = len(args)
    if lo <= n <= hi:
        return
    if lo == hi:
        raise TypeError(f"{name} expected {lo} argument{'s' if lo != 1 else ''}, got {n}")
    if n < lo:
        raise TypeError(f"{name} expected at least {lo} argument{'s' if lo != 1 else ''}, got {n}")
    raise TypeError(f"{name} expected at most {hi} argument{'s' if hi != 1 else ''}, got {n}")


def _by_name(name, args, kw, params, required, npos=None, defaults=()):
    # the checks of a C type whose arguments have names: params in order,
    # the first npos also by position, the first `required` needed, the
    # others defaulting to defaults; gives the values in order
    if npos is None:
        npos = len(params)
    n = len(args)
    if n + len(kw) > len(params):
        raise TypeError(f"{name}() takes at most {len(params)} argument"
                        f"{'s' if len(params) != 1 else ''} ({n + len(kw)} given)")
    if n > npos:
        raise TypeError(f"{name}() takes at most {npos} positional argument"
                        f"{'s' if npos != 1 else ''} ({n} given)")
    out = list(args) + [_none] * (len(params) - n)
    left = dict(kw)
    for i, p in enumerate(params):
        if p in left:
            if i < n:
                raise TypeError(f"argument for {name}() given by name ('{p}') "
                                f"and position ({i + 1})")
            out[i] = left.pop(p)
        elif out[i] is _none:
            if i < required:
                raise TypeError(f"{name}() missing required argument '{p}' (pos {i + 1})")
            out[i] = defaults[i - required]
    for k in left:
        raise TypeError(f"'{k}' is an invalid keyword argument for {name}()")
    return out


_none = object()
_object_new = object.__new__


def _own(cls, run):
    # a new instance of the type cls doing its work with the generator run
    self = object.__new__(cls)
    self._itertools__run = run
    return self


def _self(self):
    return self


def _gen_step(self):
    # (a loop over an instance iterates _itertools__run itself: interp.c genwrap_inner)
    return next(self._itertools__run)


class cycle:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        _pos_only('cycle', args, kw, 1, 1)
        return _own(cls, _cycle_run(iter(args[0])))


def _cycle_run(it):
    saved = []
    for x in it:
        yield x
        saved.append(x)
    while saved:
        for x in saved:
            yield x


class count:
    """count(start=0, step=1) --> count object: start, start+step, ..."""
    __slots__ = ('_itertools__n', '_itertools__step')

    def __new__(cls, *args, **kw):
        start, step = _by_name('count', args, kw, ('start', 'step'), 0, None, (0, 1))
        for v in (start, step):
            # CPython's PyNumber_Check
            t = type(v)
            if not (isinstance(v, (int, float)) or hasattr(t, '__index__')
                    or hasattr(t, '__int__') or hasattr(t, '__float__')):
                raise TypeError('a number is required')
        if (isinstance(start, int) and isinstance(step, int) and step == 1
                and -1 << 63 <= start < 1 << 63):
            # CPython's counting in a C integer: plain ints (True counts as 1)
            start, step = int(start), 1
        self = object.__new__(cls)
        self._itertools__n = start
        self._itertools__step = step
        return self

    def __iter__(self):
        return self

    def __next__(self):
        n = self._itertools__n
        self._itertools__n = n + self._itertools__step
        return n

    def __repr__(self):
        step = self._itertools__step
        if type(step) in (int, bool) and step == 1:
            return '%s(%r)' % (type(self).__name__, self._itertools__n)
        return '%s(%r, %r)' % (type(self).__name__, self._itertools__n, step)


_FOREVER = object()    # repeat's times when not given


class repeat:
    """repeat(object [,times]) -> an iterator giving object times times, or
    for ever"""
    __slots__ = ('_itertools__obj', '_itertools__left')

    def __new__(cls, *args, **kw):
        object, times = _by_name('repeat', args, kw, ('object', 'times'), 1, None,
                                 (_FOREVER,))
        # times: absent for ever, else an int (None is refused, True is 1)
        left = None if times is _FOREVER else max(_count_arg(times), 0)
        self = _object_new(cls)
        self._itertools__obj = object
        self._itertools__left = left
        return self

    def __iter__(self):
        return self

    def __next__(self):
        left = self._itertools__left
        if left is None:
            return self._itertools__obj
        if left <= 0:
            raise StopIteration
        self._itertools__left = left - 1
        return self._itertools__obj

    def __length_hint__(self):
        if self._itertools__left is None:
            raise TypeError('len() of unsized object')
        return self._itertools__left

    def __repr__(self):
        if self._itertools__left is None:
            return '%s(%r)' % (type(self).__name__, self._itertools__obj)
        return '%s(%r, %r)' % (type(self).__name__, self._itertools__obj, self._itertools__left)


class accumulate:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        iterable, func, initial = _by_name('accumulate', args, kw,
                                           ('iterable', 'func', 'initial'), 1, 2,
                                           (None, None))
        return _own(cls, _accumulate_run(iter(iterable), func, initial))


def _accumulate_run(it, func, initial):
    total = initial
    if initial is None:
        for total in it:
            break
        else:
            return
    yield total
    for x in it:
        total = total + x if func is None else func(total, x)
        yield total


def _chain(iterables):
    # as CPython's chain: an error from the active iterator keeps it (the
    # next call asks it again: the inner loop restarts), but one on the way
    # to the next iterable (the source's next, or its iter()) ends the chain
    source = iter(iterables)
    while True:
        try:
            it = iter(next(source))
        except StopIteration:
            return
        except BaseException as e:
            err = e
            break
        for x in it:
            yield x
    raise err


class chain:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *iterables, **kw):
        _pos_only('chain', iterables, kw, 0, len(iterables))
        return _own(cls, _chain(iterables))

    @classmethod
    def from_iterable(cls, iterables):
        return _own(cls, _chain(iter(iterables)))


class compress:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        data, selectors = _by_name('compress', args, kw, ('data', 'selectors'), 2)
        return _own(cls, _compress_run(iter(data), iter(selectors)))


def _compress_run(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


# dropwhile, filterfalse, starmap and takewhile are classes with their own
# __next__, not wrapped generators: like CPython's, they ask their iterator
# again after it raised (StopIteration or another error), so an iterator
# that resumes gives more items through them; only takewhile's rejected item
# ends one for good.

def _pred_it(cls, name, args, kw):
    # a new instance holding (predicate, iterator)
    _pos_only(name, args, kw, 2, 2)
    self = object.__new__(cls)
    self._itertools__pred = args[0]
    self._itertools__it = iter(args[1])
    return self


class dropwhile:
    __slots__ = ('_itertools__pred', '_itertools__it', '_itertools__taking')
    __iter__ = _self

    def __new__(cls, *args, **kw):
        self = _pred_it(cls, 'dropwhile', args, kw)
        self._itertools__taking = False
        return self

    def __next__(self):
        if self._itertools__taking:
            return next(self._itertools__it)
        pred = self._itertools__pred
        for x in self._itertools__it:
            if not pred(x):
                self._itertools__taking = True
                return x
        raise StopIteration


class filterfalse:
    __slots__ = ('_itertools__pred', '_itertools__it')
    __iter__ = _self

    def __new__(cls, *args, **kw):
        self = _pred_it(cls, 'filterfalse', args, kw)
        if self._itertools__pred is None:
            self._itertools__pred = bool
        return self

    def __next__(self):
        # (a for loop over the iterator: one next() each, and its end ends
        # this call only)
        pred = self._itertools__pred
        for x in self._itertools__it:
            if not pred(x):
                return x
        raise StopIteration


def _group(it, state, key, tgt, me):
    # yields the group's items while it is the current one (a newer group
    # ends it, as CPython's groupby invalidates its old groupers);
    # state = [done, tgtkey, currkey, currvalue, current group's number]
    while state[4] == me and not state[0] and tgt == state[2]:
        yield state[3]
        if state[4] != me:
            return
        for v in it:
            state[3] = v
            state[2] = v if key is None else key(v)
            break
        else:
            state[0] = True
            return


class _grouper:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        raise TypeError("cannot create 'itertools._grouper' instances")


class groupby:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        iterable, key = _by_name('groupby', args, kw, ('iterable', 'key'), 1, None, (None,))
        return _own(cls, _groupby_run(iter(iterable), key))


def _groupby_run(it, key):
    state = [False, None, None, None, 0]
    for v in it:
        state[3] = v
        state[2] = v if key is None else key(v)
        break
    else:
        return
    first = True
    while not state[0]:
        if not first:
            # skip the rest of the previous group
            while state[2] == state[1] and not state[0]:
                for v in it:
                    state[3] = v
                    state[2] = v if key is None else key(v)
                    break
                else:
                    state[0] = True
            if state[0]:
                return
        first = False
        state[1] = state[2]
        state[4] += 1
        yield (state[2], _own(_grouper, _group(it, state, key, state[2], state[4])))


def _islice_arg(x, absent):
    # an islice argument read as CPython reads it into a C ssize_t: None is
    # `absent`, and anything that is not an index in range reads as -1
    # (which the checks below then refuse with the message of its place)
    if x is None:
        return absent
    conv = getattr(type(x), '__index__', None)
    if conv is None:
        return -1
    v = int.__index__(conv(x))
    return v if _SSIZE_MIN <= v <= _SSIZE_MAX else -1


_STOP_MSG = 'Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.'
_INDEX_MSG = 'Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.'


class islice:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        _pos_only('islice', args, kw, 2, 4)
        return _own(cls, _islice_make(*args))


def _islice_make(iterable, *args):
    # islice(it, stop) or islice(it, start, stop[, step]); a stop of None
    # is -1 inside, so a stop given as -1 (or unreadable) is refused
    # first, then negative starts and stops below -1, then the step
    start, step = 0, 1
    if len(args) == 1:
        given_stop = args[0]
    else:
        start = _islice_arg(args[0], 0)
        given_stop = args[1]
    stop = _islice_arg(given_stop, -1)
    if given_stop is not None and stop == -1:
        raise ValueError(_STOP_MSG)
    if start < 0 or stop < -1:
        raise ValueError(_INDEX_MSG)
    if len(args) == 3:
        step = _islice_arg(args[2], 1)
    if step < 1:
        raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice_run(iter(iterable), start, None if stop == -1 else stop, step)


def _islice_run(it, start, stop, step):
    i = 0
    nxt = start if stop is None or start < stop else stop
    while True:
        while i < nxt:
            for x in it:
                break
            else:
                return
            i += 1
        if stop is not None and i >= stop:
            return
        for x in it:
            break
        else:
            return
        i += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield x


_islice_run.__name__ = _islice_run.__qualname__ = 'islice'


class pairwise:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        _pos_only('pairwise', args, kw, 1, 1)
        return _own(cls, _pairwise_run(iter(args[0])))


def _pairwise_run(it):
    for a in it:
        for b in it:
            yield (a, b)
            a = b
        return


class starmap:
    __slots__ = ('_itertools__fn', '_itertools__it')
    __iter__ = _self

    def __new__(cls, *args, **kw):
        _pos_only('starmap', args, kw, 2, 2)
        self = object.__new__(cls)
        self._itertools__fn = args[0]
        self._itertools__it = iter(args[1])
        return self

    def __next__(self):
        args = next(self._itertools__it)
        # each item made a tuple first (CPython's error for one that is
        # not iterable names the item, not the call)
        return self._itertools__fn(*(args if type(args) is tuple else tuple(args)))


class takewhile:
    __slots__ = ('_itertools__pred', '_itertools__it', '_itertools__done')
    __iter__ = _self

    def __new__(cls, *args, **kw):
        self = _pred_it(cls, 'takewhile', args, kw)
        self._itertools__done = False
        return self

    def __next__(self):
        if not self._itertools__done:
            for x in self._itertools__it:
                if self._itertools__pred(x):
                    return x
                self._itertools__done = True
                break
        raise StopIteration


def _tee_one(it, buf, me, n):
    # buf: shared list of [items], me: index into positions
    pos = buf[1]
    while True:
        q = buf[0]
        base = buf[2]
        i = pos[me] - base
        if i < len(q):
            x = q[i]
        else:
            for x in it:
                q.append(x)
                break
            else:
                return
        pos[me] += 1
        low = min(pos)
        if low > base:
            del q[:low - base]
            buf[2] = low
        yield x


_SSIZE_MAX = (1 << 63) - 1
_SSIZE_MIN = -1 << 63


def _in_ssize(v):
    if not _SSIZE_MIN <= v <= _SSIZE_MAX:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return v


def _count_arg(n):
    # an int argument as CPython's C converters take it (__index__
    # included), within a C ssize_t
    if type(n) is int:
        return _in_ssize(n)
    conv = getattr(type(n), '__index__', None)
    if conv is None or isinstance(n, float):
        raise TypeError(f"'{type(n).__name__}' object cannot be interpreted as an integer")
    return _in_ssize(int.__index__(conv(n)))


class _tee:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        _pos_only('_tee', args, kw, 1, 1)
        it = iter(args[0])
        buf = [[], [0], 0]
        return _own(cls, _tee_one(it, buf, 0, 1))


def tee(*args, **kw):
    if kw:
        raise TypeError('itertools.tee() takes no keyword arguments')
    _pos_only('tee', args, kw, 1, 2)
    iterable, n = (args + (2,))[:2]
    n = _count_arg(n)
    if n < 0:
        raise ValueError('n must be >= 0')
    if not n:
        return ()           # (the iterable is not even read)
    it = iter(iterable)
    buf = [[], [0] * n, 0]
    return tuple(_own(_tee, _tee_one(it, buf, i, n)) for i in range(n))


class zip_longest:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *iterables, **kw):
        fillvalue = None
        for k in kw:
            if k != 'fillvalue':
                raise TypeError('zip_longest() got an unexpected keyword argument')
            fillvalue = kw[k]
        return _own(cls, _zip_longest_run([iter(x) for x in iterables], fillvalue))


def _zip_longest_run(its, fillvalue):
    if not its:
        return
    active = len(its)
    done = [False] * len(its)
    while True:
        row = []
        for i in range(len(its)):
            if done[i]:
                row.append(fillvalue)
                continue
            for x in its[i]:
                row.append(x)
                break
            else:
                done[i] = True
                active -= 1
                if not active:
                    return
                row.append(fillvalue)
        yield tuple(row)


class product:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *iterables, **kw):
        repeat = 1
        for k in kw:
            if k != 'repeat':
                raise TypeError(f"'{k}' is an invalid keyword argument for product()")
            repeat = kw[k]
        return _own(cls, _product_make(iterables, repeat))


def _product_make(iterables, repeat):
    repeat = _count_arg(repeat)
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    if repeat and len(iterables) > _SSIZE_MAX // repeat:
        raise OverflowError('repeat argument too large')
    # (repeat=0 reads no iterable at all, as CPython's)
    return _product_run([tuple(p) for p in iterables] * repeat if repeat else [])


def _product_run(pools):
    # an odometer over the pools, the last one turning fastest: one tuple
    # at a time (no pool empty; no pools at all gives one ())
    for pool in pools:
        if not pool:
            return
    at = [0] * len(pools)
    cur = [pool[0] for pool in pools]
    yield tuple(cur)
    while True:
        k = len(pools) - 1
        while k >= 0:
            at[k] += 1
            if at[k] < len(pools[k]):
                cur[k] = pools[k][at[k]]
                break
            at[k] = 0
            cur[k] = pools[k][0]
            k -= 1
        if k < 0:
            return
        yield tuple(cur)


_product_run.__name__ = _product_run.__qualname__ = 'product'


class permutations:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        iterable, r = _by_name('permutations', args, kw, ('iterable', 'r'), 1, None, (None,))
        return _own(cls, _permutations_make(iterable, r))


def _permutations_make(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if not isinstance(r, int):
        raise TypeError('Expected int as r')
    _in_ssize(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _permutations_run(pool, n, r)


def _permutations_run(pool, n, r):
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


_permutations_run.__name__ = _permutations_run.__qualname__ = 'permutations'


class combinations:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        pool, r = _pool_r(*_by_name('combinations', args, kw, ('iterable', 'r'), 2))
        return _own(cls, _combinations_run(pool, len(pool), r))


def _pool_r(iterable, r):
    # the items and r of combinations and combinations_with_replacement
    # (r read before the iterable, as CPython's)
    r = _count_arg(r)
    pool = tuple(iterable)
    if r < 0:
        raise ValueError('r must be non-negative')
    return pool, r


def _combinations_run(pool, n, r):
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


_combinations_run.__name__ = _combinations_run.__qualname__ = 'combinations'


class combinations_with_replacement:
    __slots__ = ('_itertools__run',)
    __iter__ = _self
    __next__ = _gen_step

    def __new__(cls, *args, **kw):
        pool, r = _pool_r(*_by_name('combinations_with_replacement', args, kw,
                                    ('iterable', 'r'), 2))
        return _own(cls, _cwr_run(pool, len(pool), r))


def _cwr_run(pool, n, r):
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


_cwr_run.__name__ = _cwr_run.__qualname__ = 'combinations_with_replacement'


for _run, _name in ((_cycle_run, 'cycle'), (_accumulate_run, 'accumulate'),
                    (_compress_run, 'compress'), (_groupby_run, 'groupby'),
                    (_pairwise_run, 'pairwise'),
                    (_zip_longest_run, 'zip_longest')):
    _named(_run, _name)
del _run, _name

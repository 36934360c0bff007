# heapq for baton.  A heap is a plain list with a[k] <= a[2k+1] and
# a[k] <= a[2k+2].  Every function makes CPython 3.11's comparisons, in the
# same order and with the same operands on each side of `<`, so ties and
# objects with unusual __lt__ come out as in CPython; merge calls key()
# and next() exactly when CPython's does, nsmallest and nlargest call key()
# as often and in the same order (on a list, tuple, str or range, on all
# items before the first comparison: only a program whose key() and whose
# keys' __lt__ both show effects can tell).
#
# Two primitives carry everything: _rise moves the item at pos up toward
# `floor` while it is smaller than its parent; _fall moves the item at pos
# down to a leaf along the smaller children, then lets it _rise back (fewer
# comparisons than stopping early on average: CPython's strategy, which
# fixes the comparison sequence).  With top_is_max they keep a max-heap
# instead, for nsmallest and merge(reverse=True).

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def _need_list(heap, fname, which=''):
    # the C module's argument check (a list subclass passes)
    if not isinstance(heap, list):
        raise TypeError(f'{fname}() argument{which} must be list, not {type(heap).__name__}')


def _rise(heap, floor, pos, top_is_max=False):
    item = heap[pos]
    while pos > floor:
        up = (pos - 1) >> 1
        above = heap[up]
        if not ((above < item) if top_is_max else (item < above)):
            break
        heap[pos] = above
        pos = up
    heap[pos] = item


def _fall(heap, pos, top_is_max=False):
    size = len(heap)
    home = pos
    item = heap[pos]
    kid = 2 * pos + 1
    while kid < size:
        right = kid + 1
        if right < size and not ((heap[right] < heap[kid]) if top_is_max
                                 else (heap[kid] < heap[right])):
            kid = right
        heap[pos] = heap[kid]
        pos = kid
        kid = 2 * pos + 1
    heap[pos] = item
    _rise(heap, home, pos, top_is_max)


def _fall_max(heap, pos):
    _fall(heap, pos, True)


def heappush(heap, item):
    if type(heap) is not list:
        _need_list(heap, 'heappush', ' 1')
    heap.append(item)
    _rise(heap, 0, len(heap) - 1)


def _pop_with(heap, fall):
    last = heap.pop()
    if not heap:
        return last
    smallest = heap[0]
    heap[0] = last
    fall(heap, 0)
    return smallest


def heappop(heap):
    if type(heap) is not list:
        _need_list(heap, 'heappop')
    if not heap:
        raise IndexError('index out of range')
    return _pop_with(heap, _fall)


def heapreplace(heap, item):
    if type(heap) is not list:
        _need_list(heap, 'heapreplace', ' 1')
    if not heap:
        raise IndexError('index out of range')
    smallest = heap[0]
    heap[0] = item
    _fall(heap, 0)
    return smallest


def heappushpop(heap, item):
    if type(heap) is not list:
        _need_list(heap, 'heappushpop', ' 1')
    if not heap or not heap[0] < item:
        return item
    smallest = heap[0]
    heap[0] = item
    _fall(heap, 0)
    return smallest


def heapify(x):
    if type(x) is not list:
        _need_list(x, 'heapify')
    for pos in range(len(x) // 2 - 1, -1, -1):
        _fall(x, pos)


def _heapify_max(x):
    for pos in range(len(x) // 2 - 1, -1, -1):
        _fall_max(x, pos)


def _heapreplace_max(heap, item):
    largest = heap[0]
    heap[0] = item
    _fall_max(heap, 0)
    return largest


def _heappop_max(heap):
    return _pop_with(heap, _fall_max)


_DONE = object()     # what next() gives for a source that has run out


def merge(*iterables, key=None, reverse=False):
    # Each live source is an entry [sort key, source number (negated when
    # reversed, so ties keep source order), value, its iterator]; the entry
    # with the next value is at the root of the heap.
    if reverse:
        build, fall, sign = _heapify_max, _fall_max, -1
    else:
        build, fall, sign = heapify, _fall, 1
    live = []
    for number, source in enumerate(iterables):
        it = iter(source)
        value = next(it, _DONE)
        if value is not _DONE:
            live.append([value if key is None else key(value), number * sign, value, it])
    build(live)
    while len(live) > 1:
        head = live[0]
        yield head[2]
        value = next(head[3], _DONE)
        if value is _DONE:
            _pop_with(live, fall)
        else:
            head[0] = value if key is None else key(value)
            head[2] = value
            fall(live, 0)
    if live:
        # the last source runs out without any more comparisons
        yield live[0][2]
        yield from live[0][3]


def _take(chosen, entry, top_is_max):
    # entry replaces the root (the worst kept); the new worst key
    chosen[0] = entry
    _fall(chosen, 0, top_is_max)
    return chosen[0][0]


_SEQUENCES = (list, tuple, str, range)


def _pick(n, iterable, key, largest):
    # nsmallest / nlargest
    if n == 1:
        none = object()
        pick = max if largest else min
        best = pick(iter(iterable), default=none, key=key)
        return [] if best is none else [best]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=largest)[:n]
    if key is None:
        return _heap_pick(n, iter(iterable), False, largest)
    if type(iterable) in _SEQUENCES and type(n) is int and n > 0:
        # key() on every item first (from native code, which is cheaper),
        # in order, then the same comparisons as CPython's
        pairs = zip(list(map(key, iterable)), iterable)
    else:
        pairs = ((key(item), item) for item in iterable)
    return _heap_pick(n, pairs, True, largest)


def _heap_pick(n, it, paired, largest):
    # A heap of the best n seen so far whose root is the worst of them;
    # each later item is compared with that root only.  it gives items, or
    # (key, item) pairs when paired.  Entries are (key, arrival tag, item);
    # tags count up for nsmallest and down for nlargest so that equal keys
    # keep their first-seen order.
    step = -1 if largest else 1
    chosen = []
    for tag, got in zip(range(0, n * step, step), it):
        chosen.append((got[0], tag, got[1]) if paired else (got, tag, got))
    if not chosen:
        return []
    if largest:
        heapify(chosen)
    else:
        _heapify_max(chosen)
    # the scan: one comparison per later item with the root's key (four
    # loops, so that the common case runs no other test)
    tag = n * step
    worst = chosen[0][0]
    top_is_max = not largest
    if not paired:
        if largest:
            for item in it:
                if worst < item:
                    worst = _take(chosen, (item, tag, item), top_is_max)
                    tag -= 1
        else:
            for item in it:
                if item < worst:
                    worst = _take(chosen, (item, tag, item), top_is_max)
                    tag += 1
    elif largest:
        for k, item in it:
            if worst < k:
                worst = _take(chosen, (k, tag, item), top_is_max)
                tag -= 1
    else:
        for k, item in it:
            if k < worst:
                worst = _take(chosen, (k, tag, item), top_is_max)
                tag += 1
    chosen.sort(reverse=largest)
    return [entry[2] for entry in chosen]


def nsmallest(n, iterable, key=None):
    return _pick(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    return _pick(n, iterable, key, True)

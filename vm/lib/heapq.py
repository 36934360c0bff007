# heapq: as CPython 3.11's heapq.py (same comparisons in the same order, so
# the same results with ties).


def _check(heap, fname, arg=''):
    # the C heapq's argument check: a list (or a subclass of list)
    if not isinstance(heap, list):
        raise TypeError(f'{fname}() argument{arg} must be list, not {type(heap).__name__}')


def heappush(heap, item):
    if type(heap) is not list:
        _check(heap, 'heappush', ' 1')
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap):
    if type(heap) is not list:
        _check(heap, 'heappop')
    if not heap:
        raise IndexError('index out of range')
    last = heap.pop()
    if heap:
        item = heap[0]
        heap[0] = last
        _siftup(heap, 0)
        return item
    return last


def heapreplace(heap, item):
    if type(heap) is not list:
        _check(heap, 'heapreplace', ' 1')
    if not heap:
        raise IndexError('index out of range')
    ret = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return ret


def heappushpop(heap, item):
    if type(heap) is not list:
        _check(heap, 'heappushpop', ' 1')
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item


def heapify(x):
    if type(x) is not list:
        _check(x, 'heapify')
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup(x, i)


def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def merge(*iterables, key=None, reverse=False):
    h = []
    order = -1 if reverse else 1
    its = [iter(x) for x in iterables]
    for i in range(len(its)):
        for v in its[i]:
            h.append([v if key is None else key(v), i * order, v, i])
            break
    if reverse:
        h.sort(reverse=True)
    else:
        heapify(h)
    while h:
        if reverse:
            h.sort(reverse=True)
            top = h[0]
        else:
            top = h[0]
        yield top[2]
        i = top[3]
        for v in its[i]:
            top[0] = v if key is None else key(v)
            top[2] = v
            if not reverse:
                heapreplace(h, top)
            break
        else:
            if reverse:
                h.pop(0)
            else:
                heappop(h)


def nsmallest(n, iterable, key=None):
    if key is None:
        return sorted(iterable)[:n] if n > 0 else []
    return sorted(iterable, key=key)[:n] if n > 0 else []


def nlargest(n, iterable, key=None):
    if key is None:
        return sorted(iterable, reverse=True)[:n] if n > 0 else []
    return sorted(iterable, key=key, reverse=True)[:n] if n > 0 else []

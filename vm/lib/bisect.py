# bisect: binary search in a sorted sequence, as CPython 3.11's (key=
# included: it applies to the items of a, not to x).  Each search keeps a
# window [lo, hi) that holds the answer and halves it until it is empty;
# the loop is written twice, with and without key, to keep it tight.
# hi=-1 means the end of a, as in CPython's C module.


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    # the index after the last item <= x
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None or hi == -1:        # C's bisect reads hi=-1 as "no hi"
        hi = len(a)
    if key is not None:
        while lo < hi:
            half = (lo + hi) >> 1
            if x < key(a[half]):
                hi = half
            else:
                lo = half + 1
        return lo
    while lo < hi:
        half = (lo + hi) >> 1
        if x < a[half]:
            hi = half
        else:
            lo = half + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    # the index of the first item >= x
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None or hi == -1:        # C's bisect reads hi=-1 as "no hi"
        hi = len(a)
    if key is not None:
        while lo < hi:
            half = (lo + hi) >> 1
            if key(a[half]) < x:
                lo = half + 1
            else:
                hi = half
        return lo
    while lo < hi:
        half = (lo + hi) >> 1
        if a[half] < x:
            lo = half + 1
        else:
            hi = half
    return lo


def insort_right(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_right(a, x if key is None else key(x), lo, hi, key=key), x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_left(a, x if key is None else key(x), lo, hi, key=key), x)


bisect, insort = bisect_right, insort_right

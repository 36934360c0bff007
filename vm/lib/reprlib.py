# reprlib: repr() with limits on sizes and depth (Repr, repr, aRepr) and
# the recursive_repr decorator, as CPython 3.11's.  A Repr dispatches on
# the type's name to a repr_<name> method (subclasses add their own);
# containers show their first max* items then the fillvalue, long texts
# keep their two ends.  Baton has one thread, so recursive_repr keys the
# calls under way by the object's id alone.

__all__ = ["Repr", "repr", "recursive_repr"]

from itertools import islice

_repr = repr


def recursive_repr(fillvalue='...'):
    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = id(self)
            if key in running:
                return fillvalue
            running.add(key)
            try:
                return user_function(self)
            finally:
                running.discard(key)

        # the wrapper passes for the function it wraps
        for name in ('__module__', '__doc__', '__name__', '__qualname__'):
            setattr(wrapper, name, getattr(user_function, name))
        setattr(wrapper, '__annotations__', getattr(user_function, '__annotations__', {}))
        return wrapper

    return decorating_function


def _sorted_if_possible(x):
    try:
        return sorted(x)
    except Exception:
        return list(x)


# a Repr's limits as it starts, in CPython's order (vars() shows it)
_LIMITS = (('fillvalue', '...'), ('maxlevel', 6), ('maxtuple', 6), ('maxlist', 6),
           ('maxarray', 5), ('maxdict', 4), ('maxset', 6), ('maxfrozenset', 6),
           ('maxdeque', 6), ('maxstring', 30), ('maxlong', 40), ('maxother', 30))


class Repr:

    def __init__(self):
        for name, value in _LIMITS:
            setattr(self, name, value)

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        name = '_'.join(type(x).__name__.split(' '))
        method = getattr(self, 'repr_' + name, None)
        if method is None:
            return self.repr_instance(x, level)
        return method(x, level)

    def _cut(self, s, limit):
        # the two ends of s around the fillvalue, limit characters in all
        if len(s) <= limit:
            return s
        head = max(0, (limit - 3) // 2)
        tail = max(0, limit - 3 - head)
        return s[:head] + self.fillvalue + s[len(s) - tail:]

    def _repr_iterable(self, x, level, left, right, maxiter, trail=''):
        size = len(x)
        if size and level <= 0:
            return left + self.fillvalue + right      # too deep to look inside
        shown = [self.repr1(item, level - 1) for item in islice(x, maxiter)]
        if size > maxiter:
            shown.append(self.fillvalue)
        if size == 1 and trail:
            right = trail + right                      # a 1-tuple's comma
        return left + ', '.join(shown) + right

    def repr_tuple(self, x, level):
        return self._repr_iterable(x, level, '(', ')', self.maxtuple, ',')

    def repr_list(self, x, level):
        return self._repr_iterable(x, level, '[', ']', self.maxlist)

    def repr_array(self, x, level):
        if not x:
            return "array('%s')" % x.typecode
        return self._repr_iterable(x, level, "array('%s', [" % x.typecode, '])', self.maxarray)

    def repr_set(self, x, level):
        if not x:
            return 'set()'
        return self._repr_iterable(_sorted_if_possible(x), level, '{', '}', self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return 'frozenset()'
        return self._repr_iterable(_sorted_if_possible(x), level, 'frozenset({', '})',
                                   self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._repr_iterable(x, level, 'deque([', '])', self.maxdeque)

    def repr_dict(self, x, level):
        if not x:
            return '{}'
        if level <= 0:
            return '{' + self.fillvalue + '}'
        pieces = ['%s: %s' % (self.repr1(k, level - 1), self.repr1(x[k], level - 1))
                  for k in islice(_sorted_if_possible(x), self.maxdict)]
        if len(x) > self.maxdict:
            pieces.append(self.fillvalue)
        return '{%s}' % ', '.join(pieces)

    def repr_str(self, x, level):
        limit = self.maxstring
        s = _repr(x[:limit])
        if len(s) > limit:
            # cut the text, not its repr, so that escapes stay whole
            head = max(0, (limit - 3) // 2)
            tail = max(0, limit - 3 - head)
            s = _repr(x[:head] + x[len(x) - tail:])
            s = s[:head] + self.fillvalue + s[len(s) - tail:]
        return s

    def repr_int(self, x, level):
        return self._cut(_repr(x), self.maxlong)

    def repr_instance(self, x, level):
        try:
            s = _repr(x)
        except Exception:
            return '<%s instance at %#x>' % (x.__class__.__name__, id(x))
        return self._cut(s, self.maxother)


aRepr = Repr()
repr = aRepr.repr

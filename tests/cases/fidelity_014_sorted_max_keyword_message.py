# sorted(iterable=[1]) / max(iterable=[1]): CPython reports the missing positional
# argument first ("sorted expected 1 argument, got 0", "max expected at least 1 argument,
# got 0"); baton reports the keyword ("'iterable' is an invalid keyword argument for
# sort()" -- note also sort() instead of sorted()). (Low priority.)
#
# CPython 3.11 prints:
#   sorted expected 1 argument, got 0
#   max expected at least 1 argument, got 0
#   [exit 0]
# baton prints:
#   'iterable' is an invalid keyword argument for sort()
#   'iterable' is an invalid keyword argument for max()
#   [exit 0]

for f in (sorted, max):
    try:
        f(iterable=[1])
    except TypeError as e:
        print(e)
for f in (lambda: sorted([1], foo=1), lambda: max([1], foo=1), lambda: min(foo=1),
          lambda: sorted([1], [2], key=None), lambda: sorted()):
    try:
        f()
    except TypeError as e:
        print(e)

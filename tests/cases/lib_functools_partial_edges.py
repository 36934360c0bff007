# functools.partial: its construction errors in CPython's words, and a
# partial reached again through its own arguments reprs as '...'.
import functools


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: functools.partial())
show(lambda: functools.partial(func=int))
show(lambda: functools.partial(5))
items = []
items.append(functools.partial(int, items))
print(repr(items[0]), repr(items))
mapping = {}
mapping['self'] = functools.partial(int, k=mapping)
print(repr(mapping['self']), mapping)
p = functools.partial(max, 1, key=abs)
print(p, p(-5), p.args, p.keywords)
pm = functools.partialmethod(max, 1)
print(repr(pm).startswith('functools.partialmethod(<built-in function max>, 1'))

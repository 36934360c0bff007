# inspect.signature of builtins: CPython's text signatures where it has
# them (len, print, sorted, isinstance...), its ValueError where it has
# none (max, min, getattr, iter, next).
import inspect
for f in (len, print, sorted, isinstance, issubclass, abs, all, any, repr, hash, id,
          divmod, format, round, pow, sum, setattr, delattr, hasattr, chr, ord, hex,
          oct, bin, callable, ascii, aiter):
    sig = inspect.signature(f)
    print(f.__name__, sig, [p.kind.name for p in sig.parameters.values()])
for f in (max, min, getattr, iter, next):
    try:
        inspect.signature(f)
    except ValueError as e:
        print(e)
sig = inspect.signature(print)
print(sig.parameters['end'].default == '\n', sig.bind('a', 'b', sep='-').arguments)
try:
    inspect.signature(len).bind()
except TypeError as e:
    print(e)
print(inspect.signature(sorted).bind([3, 1], key=abs).arguments)

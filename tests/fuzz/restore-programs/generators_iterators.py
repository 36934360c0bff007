import itertools, functools
def gen(n):
    total = 0
    for i in range(n):
        total += (yield i) or 0
    return total
g = gen(5)
next(g)
g.send(3)
lst = iter([1, 2, 3, 4]); next(lst)
dct = iter({'a': 1, 'b': 2}.items()); next(dct)
cnt = itertools.count(10, 3); next(cnt)
grp = itertools.groupby('aabbbc')
isl = itertools.islice(itertools.cycle('xy'), 2, None, 3)
acc = itertools.accumulate([1, 2, 3])
part = functools.partial(max, key=len)
@functools.lru_cache(maxsize=4)
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)
fib(20)
print(pause(next(g), list(lst)), next(dct), next(cnt), next(grp)[0], next(isl),
      list(acc), part(['a', 'bbb']), fib.cache_info())

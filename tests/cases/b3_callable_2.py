class_like = [int, str, list, dict, set, tuple, range, type, ValueError, object]
print([callable(c) for c in class_like], [c() for c in class_like[:6]])
print(callable(print), callable(len), callable(lambda: 0), callable(sorted), callable(max))
objs = [1, 'a', [], {}, None, 1.5, (), range(1), iter([]), (x for x in [])]
print([callable(o) for o in objs])
bm = [].append
print(callable(bm), callable('abc'.upper), callable({}.get), callable(str.join), callable(dict.fromkeys))
def make():
    def inner():
        return 'inner'
    return inner
print(callable(make), callable(make()), make()())

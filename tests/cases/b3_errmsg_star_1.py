def f(*args, **kw):
    return args, kw
print(f(*[1, 2], **{'a': 3}), f(*'ab'), f(*range(2), *(3,)))
print([*'ab', *[1]], (*range(2),), {*'aa'}, {**{'k': 1}, 'j': 2})
for call in [lambda: f(*None), lambda: f(*5), lambda: f(**5), lambda: f(**[('a', 1)]),
             lambda: [*5], lambda: (*None,), lambda: print(*5)]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)

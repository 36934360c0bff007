# sum(), min(), max(), dict(), dict.fromkeys(), set() and frozenset() consume the whole
# iterable before processing the first item, so a generator runs to the end (side effects,
# later items evaluated) even when the first item raises. CPython processes items one by one.
#
# CPython 3.11 prints:
#   TypeError unsupported operand type(s) for +: 'int' and 'str'
#   ValueError invalid literal for int() with base 10: 'a'
#   generator resumed after first item
#   TypeError unhashable type: 'list'
#   [exit 0]
# baton prints:
#   generator resumed after first item
#   TypeError unsupported operand type(s) for +: 'int' and 'str'
#   generator resumed after first item
#   ValueError invalid literal for int() with base 10: 'a'
#   generator resumed after first item
#   TypeError unhashable type: 'list'
#   [exit 0]

def gen():
    yield 'a'
    print('generator resumed after first item')
    yield 'b'
try:
    sum(gen())
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(gen(), key=int)
except ValueError as e:
    print(type(e).__name__, e)
try:
    set(x if x == 'a' else [x] for x in gen())
except TypeError as e:
    print(type(e).__name__, e)
def nums(log, *vals):
    for v in vals:
        log.append(v)
        yield v
for f in (min, max):
    log = []
    print(f(nums(log, 3, 1, 2)), log)
    print(f(nums([]), default='empty'), f(nums([], 4, -5), key=abs))
    try:
        f(nums([]))
    except ValueError as e:
        print(e)
    try:
        f(nums([], 1, 'a', 2))
    except TypeError as e:
        print(e)
print(sum(nums([], 1, 2.5, 3)), sum(nums([], [1], [2]), []), sum(nums([])), sum(nums([], 1, 2), 10))
log = []
try:
    frozenset(nums(log, 1, [2], 3))
except TypeError as e:
    print(e, log)
print(dict.fromkeys(nums([], 'a', 'b')), dict.fromkeys(nums([], 1), 0))
try:
    dict.fromkeys(nums(log, 'x', ['y'], 'z'))
except TypeError as e:
    print(e, log)
print(sorted(set(nums([], 3, 1, 3))), max(nums([], 'b', 'a'), key=str.upper))

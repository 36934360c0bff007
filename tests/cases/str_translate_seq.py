def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(repr('abc'.translate(['X'] * 98)))
print(repr('abc'.translate('0123456789' * 10)))
print(repr('abc'.translate(())), repr('abc'.translate([])))
print(repr('hello'.translate(list(range(128))[::-1])))
print(repr('abc'.translate([None] * 99)))
show(lambda: 'abc'.translate(5))
show(lambda: 'abc'.translate(None))
show(lambda: 'abc'.translate({1, 2}))
show(lambda: 'abc'.translate([1.5] * 100))

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

t = {ord('a'): 'A', ord('b'): None, ord('c'): 'cc', ord('d'): 0x1F600, ord('é'): 'e', 0x20AC: 'EUR'}
print(repr('abcdé€xyz'.translate(t)))
print(repr('abc'.translate({})), repr(''.translate(t)), repr('abc'.translate({97: True, 98: False})))
print(repr('abc'.translate({'a': 'X'})), repr('aaa'.translate({97: ''})), repr('abc'.translate({97: 98, 98: 97})))
show(lambda: 'abc'.translate({97: 1.5}))
show(lambda: 'abc'.translate({97: -1}))
show(lambda: 'abc'.translate({97: 0x110000}))
show(lambda: 'abc'.translate({97: 2**70}))
show(lambda: 'abc'.translate({97: ['x']}))
show(lambda: 'abc'.translate())
show(lambda: 'abc'.translate({}, {}))
show(lambda: 'abc'.translate(table={}))

def attempt(label, fn):
    try:
        print(label, fn())
    except TypeError as e:
        print(label, type(e).__name__, e)
attempt('set add', lambda: {1}.add([2]))
attempt('set literal', lambda: {1, (2, [3])})
attempt('frozenset', lambda: frozenset([{}]))
attempt('dict key', lambda: {(): 1, ((),): 2, ([],): 3})
attempt('dict get', lambda: {}.get({}))
attempt('dict in', lambda: [] in {})
attempt('set in', lambda: {1} in {1})
attempt('set remove', lambda: {1}.remove([1]))
attempt('set discard', lambda: {1}.discard({1}))
attempt('fromkeys', lambda: dict.fromkeys([[]]))
attempt('union', lambda: {1}.union([[1]]))
attempt('hash', lambda: hash((1, [2])))
attempt('ok', lambda: {frozenset({1}): 1}[frozenset({1})])
attempt('set contains set', lambda: {1} in {frozenset({1})})

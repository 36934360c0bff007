# An assignment expression as the element of a generator expression that is
# a call's only argument (no parentheses of its own), as CPython's grammar
# allows; and ImportError.name for `from M import missing`.
print(list(y := x + 1 for x in [1, 2, 3]), y)
print(any(hit := w for w in ['', 'a', 'b']), hit)
print(sum(last := n * n for n in range(4)), last)
print(sorted(k := -v for v in (3, 1, 2)), k)
print(max((m := len(s) for s in ['ab', 'abcd', 'a'])), m)
try:
    from json import no_such_name
except ImportError as e:
    print(type(e).__name__, e.name)

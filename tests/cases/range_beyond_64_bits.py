# baton-expect-error: OverflowError: range() arguments beyond 64 bits are not supported
# baton's range holds 64-bit integers; CPython's is unbounded.  Beyond that
# range() fails with a clear error instead of a wrong answer.
print(len(range(2 ** 62)))
r = range(2 ** 64)

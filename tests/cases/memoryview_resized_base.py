# baton-expect-error: BufferError: memoryview: the bytearray it views was resized
# CPython refuses to resize a bytearray while a view of it lives; baton
# cannot tell when a view dies (the collector frees it later), so it lets
# the bytearray change and the view refuses its next access instead.
ba = bytearray(b'abcdef')
m = memoryview(ba)[2:5]
print(m.tobytes())
ba.clear()
print(m[0])

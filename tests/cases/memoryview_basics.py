# memoryview over bytes and bytearray (format B): items, slices with steps, writes
# through a bytearray view, equality, hashing, hex, release and with
b = b'1234'
m = memoryview(b)
print(len(m), m[0], m[1], m[-1], list(m), m.tolist(), m.tobytes(), bytes(m), bytearray(m))
try:
    m[0] = 1
except TypeError as e:
    print(e)
try:
    m[0:2] = b'00'
except TypeError as e:
    print(e)
ba = bytearray(b)
m = memoryview(ba)
m[0] = 65
m[1:3] = b'xy'
print(ba, list(m), m.readonly, memoryview(b).readonly)
print(list(memoryview(b'123456')[1:]), list(memoryview(b'123456')[::2]), list(memoryview(b'123456')[::-2]))
print(memoryview(b'abc') == b'abc', b'abc' == memoryview(b'abc'), memoryview(b'abcdef')[2:4] == b'cd')
print(memoryview(b'abc') == memoryview(bytearray(b'abc')), memoryview(b'ab') != b'ab', memoryview(b'a') == 'a')
print(hash(memoryview(b'abc')) == hash(b'abc'))
try:
    hash(memoryview(bytearray(b'x')))
except ValueError as e:
    print(e)
print(int(memoryview(b'123')), memoryview(b'\x00\x7f').hex(), memoryview(b'abcd').hex(':', 2))
print(b'x' + memoryview(b'yz'), bytearray(b'x') + memoryview(b'yz'), b''.join([memoryview(b'a'), b'b']))
try:
    memoryview(b'') + b''
except TypeError as e:
    print(e)
try:
    memoryview('abc')
except TypeError as e:
    print(e)
with memoryview(b'abc') as v:
    print(v[1], v.nbytes, v.itemsize, v.format, v.ndim, v.shape, v.strides, v.obj, v.contiguous)
print(type(v).__name__)
try:
    v[0]
except ValueError as e:
    print(e)
try:
    len(v)
except ValueError as e:
    print(e)
v = memoryview(b'ab')
v.release()
v.release()
print(repr(v)[:17])
print(repr(memoryview(b''))[:11], type(memoryview(b'')), bool(memoryview(b'')), bool(memoryview(b'a')))
m = memoryview(bytearray(b'abcdef'))
m2 = m[1:5][::2]
print(list(m2), m2.tobytes(), m2.contiguous, m2.strides)
m2[0] = 122
m2[:] = b'QR'
print(m.obj)
try:
    m[0] = 256
except ValueError as e:
    print(e)
try:
    m[10]
except IndexError as e:
    print(e)
try:
    m[0:2] = b'abc'
except ValueError as e:
    print(e)
try:
    del m[0]
except TypeError as e:
    print(e)
try:
    m['a']
except TypeError as e:
    print(e)
print(memoryview(memoryview(b'xyz')[1:]).tobytes(), str(memoryview(b'hi'), 'ascii'), memoryview(b'h\xc3\xa9').tobytes().decode())
try:
    m[...]
except TypeError as e:
    print(e)
print(98 in memoryview(b'abc'), [x for x in memoryview(b'ab')])
try:
    memoryview(b'a') < memoryview(b'b')
except TypeError as e:
    print(e)
print(m.toreadonly().readonly, memoryview(b'abc').tolist())

# b += b on a bytearray: CPython 3.11 raises BufferError (it exports b's
# buffer while resizing b) and leaves b as it was; extend and slice
# assignment copy first
b = bytearray(b'12')
b.extend(b)
print(b)
b[len(b):] = b
print(b)
b = b + b
print(b)
b *= 2
print(len(b))
c = b
try:
    b += c
except BufferError as e:
    print(type(e).__name__, e)
print(len(b), b is c)
b += bytearray(b)
print(len(b))

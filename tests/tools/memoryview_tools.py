# memoryviews alive across tool calls: the VM is snapshotted at every
# pause, so a view must come back naming the same base object, window and
# state (read-only, released)
ba = bytearray(b'hello world')
whole = memoryview(ba)
word = whole[6:]
odd = whole[1::2]
ro = memoryview(b'constant')[2:6]
gone = memoryview(b'x')
gone.release()
n = echo(3)
word[0:n] = b'WOR'
print(ba, word.tobytes(), odd.tolist(), ro.readonly, ro.tobytes())
print(echo(len(word)), word == b'WORld', whole.obj is ba, odd.strides)
try:
    gone.tobytes()
except ValueError as e:
    print(echo(str(e)))
odd[0] = echo(69)
print(ba, bytes(ro[::-1]), hash(ro) == hash(b'nsta'))

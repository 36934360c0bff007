# ord() of a bytes or bytearray of length 1 is its byte
print(ord(b'a'), ord(bytearray(b'z')), ord(b'\xff'), ord(b'\x00'))
for x in (b'ab', bytearray(b''), b'', 1, None):
    try:
        ord(x)
    except TypeError as e:
        print('TypeError:', e)

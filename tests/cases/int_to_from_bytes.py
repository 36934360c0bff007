# int.to_bytes and int.from_bytes (the prelude's, over int <-> hex)
print((1024).to_bytes(2, 'big'), (1024).to_bytes(4, 'little'), (255).to_bytes(), (0).to_bytes(0, 'big'))
print((-1).to_bytes(2, 'big', signed=True), (-128).to_bytes(1, 'big', signed=True), (127).to_bytes(1, 'little', signed=True))
print(int.from_bytes(b'\x04\x00', 'big'), int.from_bytes(b'\x00\x04', 'little'), int.from_bytes(b'\xff\xff', 'big', signed=True))
print(int.from_bytes([1, 2, 3], 'big'), int.from_bytes(b'', 'big'), int.from_bytes(bytearray(b'\x80'), 'little', signed=True))
print((2**100).to_bytes(13, 'big').hex(), int.from_bytes((2**100).to_bytes(13, 'big'), 'big') == 2**100)
print(int.from_bytes(b'\x01\x00'), (258).to_bytes(2, byteorder='little'), (5).to_bytes(length=3))
for f in [lambda: (256).to_bytes(1, 'big'), lambda: (-1).to_bytes(2, 'big'), lambda: (1).to_bytes(1, 'middle'),
          lambda: (1).to_bytes(-1, 'big'), lambda: (128).to_bytes(1, 'big', signed=True), lambda: (-129).to_bytes(1, 'big', signed=True),
          lambda: (0).to_bytes(0, 'big', signed=True), lambda: (1).to_bytes(0, 'big')]:
    try:
        print(f())
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)

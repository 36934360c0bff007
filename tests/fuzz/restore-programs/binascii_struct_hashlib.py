import binascii, struct, hashlib, base64
data = bytes(range(40))
h = hashlib.sha256(data)
s = struct.Struct('<iHd')
packed = s.pack(-1, 7, 2.5)
enc = binascii.b2a_base64(data)
crc = binascii.crc32(data)
mv = memoryview(bytearray(data))[3:9]
print(pause(binascii.hexlify(packed).decode(), crc), h.hexdigest(), s.unpack(packed),
      base64.b85encode(data[:8]), bytes(mv), enc)

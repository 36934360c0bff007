# binascii.crc32 and crc_hqx (zlib's CRC-32, CRC-CCITT), continuing values
import binascii
print(binascii.crc32(b'hello'), binascii.crc32(b''), binascii.crc32(b'world', binascii.crc32(b'hello ')), binascii.crc32(b'x', -1), binascii.crc32(b'abc', 2**40))
print(binascii.crc_hqx(b'hello', 0), binascii.crc_hqx(b'abc', 0xffff), binascii.crc_hqx(b'a', -1), binascii.crc32(bytearray(b"\x00\xff" * 100)), "%08x" % binascii.crc32("naïve".encode()))
try: binascii.crc32('s')
except TypeError as e: print(e)

# Encode metrics into a compact binary record format with struct, checksum with zlib.crc32,
# ship as base64, then decode and verify; bytes/bytearray/memoryview handling throughout.
import base64
import struct
import zlib

HEADER = struct.Struct("<4sBHI")     # magic, version, count, crc
RECORD = struct.Struct("<HfHB")      # hour, cpu, mem_mb/4, errors
MAGIC = b"MTR1"

def encode(host):
    points = get_metrics(host, points=6)
    body = bytearray()
    for p in points:
        hour = int(p["ts"][11:13])
        body += RECORD.pack(hour, p["cpu"], p["mem_mb"] // 4, p["errors"])
    crc = zlib.crc32(body)
    return HEADER.pack(MAGIC, 1, len(points), crc) + bytes(body)

def decode(blob):
    magic, ver, count, crc = HEADER.unpack_from(blob, 0)
    if magic != MAGIC:
        raise ValueError(f"bad magic {magic!r}")
    body = memoryview(blob)[HEADER.size:]
    if zlib.crc32(body) != crc:
        raise ValueError("checksum mismatch")
    return [RECORD.unpack_from(body, i * RECORD.size) for i in range(count)]

blob = encode("db-3")
print(len(blob), HEADER.size, RECORD.size, blob[:4], blob[4], blob[:12].hex(" "))
wire = base64.b64encode(blob).decode("ascii")
print(wire[:40], len(wire))
rows = decode(base64.b64decode(wire))
for hour, cpu, mem4, errs in rows[:3]:
    print(f"h{hour:02d} cpu={cpu:.1f} mem={mem4 * 4} err={errs}")
tampered = bytearray(blob)
tampered[HEADER.size + 2] ^= 0xFF
for bad in (bytes(tampered), b"XXXX" + blob[4:], blob[:5]):
    try:
        decode(bad)
    except (ValueError, struct.error) as e:
        print(type(e).__name__ + ":", e)
print(struct.pack(">i", -2), struct.unpack("<2h", b"\x01\x00\xff\xff"), struct.calcsize("<HfHB"), struct.calcsize("HfHB"))
print(list(struct.iter_unpack("<H", b"\x01\x00\x02\x00")), struct.pack("3s", b"abcdef"), struct.pack("?x?", True, False))
try:
    struct.pack("<H", 70000)
except struct.error as e:
    print("struct.error:", e)
ba = bytearray(b"hello world")
ba[0:5] = b"HOWDY"
ba.extend(b"!")
del ba[5]
print(ba, ba.find(b"o"), ba.upper(), bytes(ba).title(), ba.count(b"O"), ba.replace(b"O", b"0"), ba.pop(), len(ba))
mv = memoryview(b"abcdef")
print(mv[1:4].tobytes(), mv[-1], bytes(mv[::2]), mv.nbytes, len(mv))
print(int.from_bytes(blob[7:11], "little") == zlib.crc32(blob[HEADER.size:]), (513).to_bytes(2, "little"), int.from_bytes(b"\xff\xfe", "big", signed=True))
print(b"a\x00b".split(b"\x00"), b"  x ".strip(), b"%s=%d" % (b"k", 7), b"abc"[1:], b"abc"[1], bytes([65, 66]), b"x" * 3, b"ab" < b"b")
print(zlib.adler32(b"abc"), hex(zlib.crc32(b"hello")), zlib.decompress(zlib.compress(blob)) == blob)

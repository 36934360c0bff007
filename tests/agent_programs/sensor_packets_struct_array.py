# Sensor telemetry packets: struct pack/unpack/calcsize/iter_unpack with byte orders, Struct objects, array typecodes, byte slicing and memoryview, bytearray edits, and the errors for bad formats and buffers.
import struct
from array import array

metrics = get_metrics("web-7", points=8)
HEADER = struct.Struct(">4sHBx")
RECORD = struct.Struct("<IfHb")
print(HEADER.size, RECORD.size, HEADER.format, struct.calcsize("@ibd"), struct.calcsize("=ibd"), struct.calcsize("<q?3sxH"))
payload = bytearray(HEADER.pack(b"TLM1", len(metrics), 1))
for i, m in enumerate(metrics):
    payload += RECORD.pack(i * 3600, m["cpu"], m["mem_mb"], m["errors"] - 1)
print(len(payload), bytes(payload[:8]), payload[:8].hex(" "))
magic, count, version = HEADER.unpack_from(payload)
print(magic, magic.decode(), count, version)
for ts, cpu, mem, err in RECORD.iter_unpack(bytes(payload[HEADER.size:])):
    print(f"  t={ts:>6} cpu={cpu:7.3f} ({round(cpu, 1)}) mem={mem:5} err={err:+d}")
print(struct.pack(">h", -2), struct.pack("<h", -2), struct.pack("!I", 1), struct.pack("?", 5), struct.pack("3s", b"abcdef"), struct.pack("5p", b"hi"), struct.pack("e", 1.5), struct.pack(">d", 0.1).hex())
print(struct.unpack(">f", struct.pack(">f", 0.1))[0], struct.unpack("<Q", b"\xff" * 8)[0], struct.unpack(">i", b"\xff\xff\xff\xfe"), struct.unpack("2h", struct.pack("2h", 1, 2)), struct.unpack("c?", b"x\x00"))
buf = bytearray(12)
struct.pack_into("<HH", buf, 4, 0xBEEF, 7)
print(buf, struct.unpack_from("<HH", buf, offset=4))
for fmt, args in ((">h", (40000,)), ("B", (-1,)), ("<I", (1.5,)), ("2s", ("ab",)), ("z", (1,)), ("<i", (1, 2)), ("?", ())):
    try:
        print(struct.pack(fmt, *args))
    except struct.error as e:
        print(f"struct.error {fmt!r}: {e}")
try:
    struct.unpack("<I", b"abc")
except struct.error as e:
    print("struct.error:", e)
cpu = array("d", (m["cpu"] for m in metrics))
mem = array("i", [m["mem_mb"] for m in metrics])
print(cpu.typecode, cpu.itemsize, len(cpu), round(sum(cpu) / len(cpu), 3), mem, mem[2:5], max(mem), mem.index(max(mem)))
mem.append(1)
mem.extend([2, 3])
mem.insert(0, 9)
mem.remove(1)
print(mem.pop(), mem.count(9), mem.tolist()[:4], array("b", b"\x01\xff").tolist(), array("u", "hi").tounicode(), array("H", [1, 2]).tobytes())
a2 = array("f")
a2.frombytes(struct.pack("<2f", 1.5, -2.25))
print(a2, a2.buffer_info()[1], a2 * 2, array("i", [3, 1, 2]) + array("i", [0]), array("i", [1, 2]) == array("i", [1, 2]), array("l", [1]) < array("l", [2]))
for bad in (lambda: array("i", [1.5]), lambda: array("b", [200]), lambda: array("q", "abc"), lambda: array("x"), lambda: array("i") + array("d")):
    try:
        print(bad())
    except (TypeError, OverflowError, ValueError) as e:
        print(type(e).__name__, e)
mv = memoryview(payload)
print(mv.nbytes, mv[:4].tobytes(), mv[4], mv.readonly, len(mv[HEADER.size::RECORD.size]), bytes(mv[-3:]))
mv2 = memoryview(bytes(range(8)))
print(mv2.tolist()[:3], mv2.format, mv2.itemsize, mv2.shape, mv2.hex(), struct.unpack("<4H", mv2))
ba = bytearray(b"hello world")
ba[0:5] = b"HELLO"
ba.extend(b"!")
del ba[5]
print(ba, ba.find(b"o"), ba.upper(), ba.split(), bytes(ba).title(), ba.replace(b"l", b"L", 2), ba.decode().swapcase(), b"%d-%s" % (5, b"x"), bytes.fromhex("41 42"))

import binascii
import struct
import zlib
from dataclasses import dataclass
from enum import IntEnum
from typing import Iterator, List, Tuple

HEADER = struct.Struct(">2sBBHI")  # magic, version, kind, length, crc


class Kind(IntEnum):
    METRIC = 1
    EVENT = 2
    TEXT = 3


@dataclass
class Packet:
    kind: Kind
    payload: bytes

    def encode(self, version: int = 1) -> bytes:
        return HEADER.pack(b"BT", version, self.kind, len(self.payload), zlib.crc32(self.payload)) + self.payload


class PacketError(ValueError):
    pass


def decode_all(buf: bytes) -> Iterator[Packet]:
    off = 0
    while off < len(buf):
        if len(buf) - off < HEADER.size:
            raise PacketError(f"truncated header at offset {off}")
        magic, ver, kind, length, crc = HEADER.unpack_from(buf, off)
        if magic != b"BT":
            raise PacketError(f"bad magic {magic!r} at {off}")
        body = buf[off + HEADER.size: off + HEADER.size + length]
        if zlib.crc32(body) != crc:
            raise PacketError(f"crc mismatch at {off}: {zlib.crc32(body):#010x} != {crc:#010x}")
        yield Packet(Kind(kind), body)
        off += HEADER.size + length


packets: List[Packet] = []
for p in get_metrics("web-7", points=3):
    packets.append(Packet(Kind.METRIC, struct.pack("<fHb", p["cpu"], p["mem_mb"], p["errors"])))
packets.append(Packet(Kind.TEXT, "héllo ✓".encode("utf-8")))
packets.append(Packet(Kind.EVENT, b"event " * 20))
stream = b"".join(p.encode() for p in packets)
print(len(stream), HEADER.size, binascii.hexlify(stream[:12], " ").decode())
for p in decode_all(stream):
    if p.kind is Kind.METRIC:
        cpu, mem, err = struct.unpack("<fHb", p.payload)
        print(f"{p.kind.name:<6} cpu={cpu:.1f} mem={mem} err={err}")
    elif p.kind is Kind.TEXT:
        print(f"{p.kind.name:<6} {p.payload.decode()!r} {p.payload!r}")
    else:
        packed = zlib.compress(p.payload)
        raw = zlib.decompress(packed)
        print(f"{p.kind.name:<6} {len(p.payload)} bytes, round trip {raw == p.payload}, smaller {len(packed) < len(raw)}, {raw[:12]!r}")
corrupt = bytearray(stream)
corrupt[HEADER.size + 2] ^= 0xFF
for bad in (bytes(corrupt), stream[:-3] + b"", b"XX" + stream[2:], stream + b"\x00"):
    try:
        print(len(list(decode_all(bad))))
    except PacketError as e:
        print("PacketError:", e)
print(struct.calcsize("<fHb"), struct.calcsize("fHb"), struct.pack(">h", -2), struct.unpack("<I", b"\x01\x00\x00\x00"))
print(binascii.crc32(b"abc"), zlib.adler32(b"abc"), binascii.unhexlify("48692e"), bytes.fromhex("de ad").hex(":"))
try:
    struct.pack(">B", 256)
except struct.error as e:
    print("struct.error:", e)
print(int.from_bytes(stream[4:6], "big"), memoryview(stream)[2:4].tobytes(), bytearray(b"ab") + b"c")

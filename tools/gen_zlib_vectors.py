#!/usr/bin/env python3
"""Write the streams that tests/cases/lib_zlib.py decodes: made by CPython's
zlib and gzip (the real zlib), then some damaged with a seeded generator.
Rewrites the block between the VECTORS markers of that file.

  python3 tools/gen_zlib_vectors.py && python3 tests/gen_expected.py lib_zlib.py
"""
import gzip
import io
import os
import random
import zlib

CASE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                    "tests", "cases", "lib_zlib.py")


def streams():
    rng = random.Random(5)
    text = b"".join(rng.choice([b"alpha ", b"beta ", b"gamma\n", b"delta, ", b"42 "])
                    for _ in range(1000))
    noise = bytes(rng.randrange(256) for _ in range(300))
    out = []
    for data in (b"", b"a", text, noise, b"\0" * 40000):
        for level, wbits, strategy in ((6, 15, 0), (0, 15, 0), (1, -15, 0), (9, 31, 0),
                                       (6, 15, zlib.Z_FIXED), (6, 9, zlib.Z_HUFFMAN_ONLY),
                                       (9, -9, zlib.Z_RLE)):
            c = zlib.compressobj(level, zlib.DEFLATED, wbits, 8, strategy)
            out.append((wbits, c.compress(data) + c.flush()))
    # streaming flushes in the middle
    c = zlib.compressobj()
    s = c.compress(text[:5000]) + c.flush(zlib.Z_SYNC_FLUSH) + c.compress(text[5000:]) + \
        c.flush(zlib.Z_FULL_FLUSH) + c.flush()
    out.append((15, s))
    # a preset dictionary
    c = zlib.compressobj(zdict=b"alpha beta gamma delta")
    out.append((15, c.compress(text[:200]) + c.flush()))
    return out, text


def damaged(rng, s):
    s = bytearray(s)
    how = rng.randrange(4)
    k = rng.randrange(len(s)) if s else 0
    if how == 0 and s:
        s[k] ^= 1 << rng.randrange(8)
    elif how == 1:
        del s[k:]
    elif how == 2 and s:
        s[k] = rng.randrange(256)
    else:
        s[k:k] = bytes(rng.randrange(256) for _ in range(3))
    return bytes(s)


def main():
    good, text = streams()
    rng = random.Random(9)
    bad = []
    for _ in range(60):
        wbits, s = rng.choice(good)
        bad.append((wbits, damaged(rng, s)))
    member = io.BytesIO()
    with gzip.GzipFile(filename="notes.txt", mode="wb", fileobj=member, mtime=1700000000) as g:
        g.write(text[:3000])
    gz = [gzip.compress(text, mtime=1234567), member.getvalue(),
          gzip.compress(b"one", mtime=0) + gzip.compress(b"two", mtime=5) + b"\0\0\0"]
    lines = ["# VECTORS (tools/gen_zlib_vectors.py writes this block)\n",
             "GOOD = [\n"] + [f"    ({w}, bytes.fromhex('{s.hex()}')),\n" for w, s in good] + \
            ["]\n", "BAD = [\n"] + [f"    ({w}, bytes.fromhex('{s.hex()}')),\n" for w, s in bad] + \
            ["]\n", "GZ = [\n"] + [f"    bytes.fromhex('{s.hex()}'),\n" for s in gz] + \
            ["]\n", "# END VECTORS\n"]
    with open(CASE) as f:
        src = f.read()
    a = src.index("# VECTORS")
    b = src.index("# END VECTORS\n") + len("# END VECTORS\n")
    with open(CASE, "w") as f:
        f.write(src[:a] + "".join(lines) + src[b:])


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Differential test of baton's zlib against CPython's (which links the
real zlib).

  python3 tools/zlib_diff.py BATON [N] [SEED]

1. Decoding: N streams made by CPython's zlib (every level and strategy,
   zlib/gzip/raw wrappers, streaming flushes), most of them damaged
   (bits flipped, bytes cut, inserted or replaced, or plain random bytes),
   go through zlib.decompress and a decompressobj fed in pieces (with and
   without max_length) in both interpreters; the outputs (CRC and length of
   each result, or the exception's type and message, and the objects'
   eof/unused_data/unconsumed_tail) must be identical.
2. Encoding: N random inputs compressed by baton (every level, strategy,
   wrapper, and a compressobj with flushes) must decompress in CPython to
   the input.
Prints each difference and a last line `N cases, M differ`; exit 1 on any.
"""
import os
import random
import subprocess
import tempfile
import sys
import zlib

DECODE_PROG = r'''
import zlib
def show(f):
    try:
        r = f()
        if isinstance(r, bytes):
            return 'ok %d %d' % (len(r), zlib.crc32(r))
        return 'ok ' + repr(r)
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)
def pieces(data, wbits, cut, limit):
    d = zlib.decompressobj(wbits)
    out = b''
    for k in range(0, len(data), cut):
        chunk = data[k:k + cut]
        out += d.decompress(chunk, limit)
        while limit and d.unconsumed_tail and not d.eof:
            out += d.decompress(d.unconsumed_tail, limit)
    out += d.flush()
    return (len(out), zlib.crc32(out), d.eof, d.unused_data, d.unconsumed_tail)
for data, wbits, cut, limit in CASES:
    print(show(lambda: zlib.decompress(data, wbits)), '|', show(lambda: pieces(data, wbits, cut, limit)))
'''

ENCODE_PROG = r'''
import zlib
for data, level, wbits, strategy, cut in CASES:
    if strategy is None:
        print(zlib.compress(data, level, wbits).hex())
    else:
        c = zlib.compressobj(level, zlib.DEFLATED, wbits, 8, strategy)
        out = b''
        for k in range(0, len(data), cut):
            out += c.compress(data[k:k + cut])
            if k % 3 == 1:
                out += c.flush(zlib.Z_SYNC_FLUSH)
            elif k % 3 == 2:
                out += c.flush(zlib.Z_FULL_FLUSH)
        out += c.flush()
        print(out.hex())
'''


def rand_data(rng):
    kind = rng.randrange(5)
    n = rng.choice([0, 1, 2, 10, 100, 1000, 5000, 70000])
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(n))
    if kind == 1:
        return bytes(rng.choice(b'ab') for _ in range(n))
    if kind == 2:
        words = [b'the', b'quick', b'brown', b'fox', b' ', b'\n', b'jumps', b'lazy']
        return b''.join(rng.choice(words) for _ in range(n // 3))
    if kind == 3:
        return bytes([rng.randrange(256)]) * n
    return bytes((i * 7 + i // 13) & 255 for i in range(n))


def make_stream(rng, data):
    wrap = rng.choice([15, 31, -15, 9, -9, 25])
    level = rng.choice([0, 1, 3, 6, 9])
    strategy = rng.choice([0, 1, 2, 3, 4])
    c = zlib.compressobj(level, zlib.DEFLATED, wrap, 8, strategy)
    out = b''
    step = rng.choice([len(data) + 1, 100, 1000])
    for k in range(0, max(len(data), 1), step):
        out += c.compress(data[k:k + step])
        if rng.random() < 0.3:
            out += c.flush(rng.choice([zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH, zlib.Z_PARTIAL_FLUSH]))
    out += c.flush()
    read = wrap if rng.random() < 0.8 else rng.choice([0, 47, 32 + 15, -15, 15, 31])
    return out, read


def damage(rng, s):
    s = bytearray(s)
    how = rng.randrange(7)
    if how == 0 or not s:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
    for _ in range(rng.randint(1, 3)):
        if not s:
            break
        k = rng.randrange(len(s))
        if how == 1:
            s[k] ^= 1 << rng.randrange(8)
        elif how == 2:
            del s[k:]
        elif how == 3:
            s[k:k] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
        elif how == 4:
            s[k] = rng.randrange(256)
        elif how == 5:
            del s[k]
        else:
            s += bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    return bytes(s)


def run(cmd, prog, cases):
    with tempfile.NamedTemporaryFile('w', suffix='.py', delete=False) as f:
        f.write('CASES = ' + repr(cases) + '\n' + prog)
    try:
        p = subprocess.run(cmd + [f.name], capture_output=True, text=True, timeout=900)
    finally:
        os.unlink(f.name)
    if p.returncode:
        sys.exit(f'{cmd[0]} failed: {p.stderr[-2000:]}')
    return p.stdout.splitlines()


def main():
    baton = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    bad = 0
    cases = []
    for i in range(n):
        data = rand_data(rng)
        s, read = make_stream(rng, data)
        if rng.random() < 0.75:
            s = damage(rng, s)
        cases.append((s, read, rng.choice([1, 7, 100, 5000, 100000]), rng.choice([0, 0, 1, 50])))
    want = run([sys.executable], DECODE_PROG, cases)
    got = run([baton, 'run', '--timeout', '0', '--max-steps', '0', '--max-memory', '4G', '--max-output', '0'], DECODE_PROG, cases)
    for i, (w, g) in enumerate(zip(want, got)):
        if w != g:
            bad += 1
            print(f'decode {i}: wbits={cases[i][1]} cut={cases[i][2]} limit={cases[i][3]} '
                  f'data={cases[i][0][:40].hex()}...\n  cpython {w}\n  baton   {g}')
    enc = []
    for i in range(n):
        data = rand_data(rng)
        enc.append((data, rng.choice([-1, 0, 1, 4, 6, 9]), rng.choice([15, 31, -15, 9, -9]),
                    rng.choice([None, None, 0, 1, 2, 3, 4]), rng.choice([1000, 30000, 100000])))
    outs = run([baton, 'run', '--timeout', '0', '--max-steps', '0', '--max-memory', '4G', '--max-output', '0'], ENCODE_PROG, enc)
    for i, (case, hexed) in enumerate(zip(enc, outs)):
        try:
            back = zlib.decompress(bytes.fromhex(hexed), case[2])
        except zlib.error as e:
            back = e
        if back != case[0]:
            bad += 1
            print(f'encode {i}: level={case[1]} wbits={case[2]} strategy={case[3]}: {back!r:.80}')
    print(f'{2 * n} cases, {bad} differ')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())

# zlib's and gzip's streaming objects, os.environ and os.path held across
# tool calls (and snapshots at every pause): the objects are plain data, so
# a restored VM goes on where it was.  Only CPython-made streams and data
# coming back are printed (baton's compressed bytes are its own).
import gzip
import os
import zlib

text = ("record %d: " * 3 % (1, 2, 3) + "payload " * 40 + "\n").encode() * 30
stream = bytes.fromhex(echo(zlib.compress(text).hex())["args"][0])
d = zlib.decompressobj()
got = d.decompress(stream[:100], 64)
tail = d.unconsumed_tail
c = zlib.compressobj(9)
packed = c.compress(text[:1000])
os.environ.clear()
os.environ["STAGE"] = "one"
here = os.path.join("data", "in", "..", "logs")
for k in range(3):
    echo(k, os.environ["STAGE"], len(got))
    got += d.decompress(tail + stream[100:] if k == 0 else d.unconsumed_tail, 500)
    packed += c.compress(text[1000 * (k + 1):1000 * (k + 2)])
    os.environ["STAGE"] = f"step{k}"
got += d.decompress(d.unconsumed_tail) + d.flush()
packed += c.compress(text[4000:]) + c.flush()
print(got == text, d.eof, d.unused_data, zlib.decompress(packed) == text, os.environ)
g = gzip.compress(text, mtime=0)
print(echo(len(text))["args"], gzip.decompress(g) == text, os.path.normpath(here),
      os.path.relpath("/a/b/c", "/a/x"), os.path.splitext("report.tar.gz"))

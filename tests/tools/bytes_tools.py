# bytes and bytearray held across tool calls (and snapshots), and sent to
# tools the JSON way: decoded or hex-encoded first
raw = "naïve ☕".encode()
buf = bytearray(b"log:")
it = iter(raw)
first = next(it)
for word in ["a", "b"]:
    got = echo(word, raw.hex())["args"]
    buf += got[0].encode() + b";"
print(first, bytes(it), buf, bytes.fromhex(got[1]).decode())
try:
    echo(raw)
except Exception as e:
    print(type(e).__name__)

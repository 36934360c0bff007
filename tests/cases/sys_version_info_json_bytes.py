# sys.version_info's named fields; json.loads of UTF-8 bytes and bytearray
import sys, json
v = sys.version_info
print(v.major, v.minor, v[:2], v >= (3, 8), v < (4,), len(v), v.releaselevel, v.serial)
print(repr(v)[:34], type(v).__name__, isinstance(v, tuple), tuple(v)[3:])
major, minor, *_ = v
print(major, minor, f"{v.major}.{v.minor}")
print(json.loads(b'[1, "\xc3\xa9", {"a": null}]'), json.loads(bytearray(b' {"k": 2.5} ')))
print(json.loads(b'\xef\xbb\xbf{"bom": true}'), json.loads(b'"x"'), json.loads(b'7'))
for bad in [b'\xff', b'{"a":', 5, None, [b"1"]]:
    try:
        print(json.loads(bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

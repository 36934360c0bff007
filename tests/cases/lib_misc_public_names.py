# small public names agents meet: operator.call/imatmul and the dunder aliases,
# random's constants, calendar's EPOCH/January/February/error/c, json.detect_encoding
import operator, random, calendar, json
print(operator.call(len, 'ab'), operator.call(dict, a=1), operator.__add__(1, 2), operator.__not__(0), operator.__call__(abs, -3))
class M:
    def __init__(self, v): self.v = v
    def __imatmul__(self, o): self.v = (self.v, o); return self
    def __matmul__(self, o): return ('mm', o)
print(operator.imatmul(M(1), 2).v, operator.__imatmul__(5 and M(3), 4).v, operator.__matmul__(M(0), 7))
for f in (lambda: operator.call(), lambda: operator.imatmul(1, 2)):
    try: f()
    except TypeError as e: print(e)
print(operator.__or__(1, 2), operator.__and__(3, 1), operator.__inv__(0), operator.__index__(True), operator.__concat__([1], [2]))
print(random.BPF, random.RECIP_BPF, random.LOG4, random.SG_MAGICCONST, random.NV_MAGICCONST, random.TWOPI)
print(calendar.EPOCH, calendar.January, calendar.February, calendar.error, type(calendar.c).__name__, calendar.c.formatmonth(2024, 2))
for b in (b'\xff\xfea\x00', b'{}', b'\x00{', b'{\x00', b'\xef\xbb\xbf{}', b'\xfe\xff\x00a', b'a', b'', b'\x00\x00\x00{', b'{\x00\x00\x00'):
    print(json.detect_encoding(b), end=' ')
print()
import urllib.parse as up
print(up.uses_fragment, up.uses_query, up.non_hierarchical, up.scheme_chars, up.clear_cache())
for x in ['<URL:http://a/b>', ' <http://x> ', 'URL:foo', '<>', '<URL:>', 'URL: x ', '< URL:y >', '', 'plain']:
    print(repr(up.unwrap(x)), end=' ')
print()

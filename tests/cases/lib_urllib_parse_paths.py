# urllib.parse: unwrap, the quote family's type checks, NFKC netlocs, joins
from urllib import parse as up

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for u in ('<URL:http://a/b>', '  <http://x> ', '<', '<>', 'URL:x', '<URL: y >', 'plain', 5):
    t(lambda: up.unwrap(u))
for s in (b'a b', bytearray(b'a/b c'), 'x', memoryview(b'q'), b''):
    t(lambda: up.quote_from_bytes(s))
for safe in ('/é', b'/\xe9', ''):
    t(lambda: up.quote('a/é b', safe=safe))
    t(lambda: up.quote_plus('a/é b', safe=safe))
for s in ('a%20b', b'a%20b', bytearray(b'plain'), '', b'', 'no-escape', 'é%C3%A9'):
    t(lambda: up.unquote_to_bytes(s))
t(lambda: up.unquote_to_bytes(None))
for s in ('a b', b'a b', b'ab', 'ab', 5):
    t(lambda: up.quote_plus(s))
for u in ('http://ex\u2100ample.com/', 'http://exa\uff03mple/', 'http://example.com/', 'http:///x'):
    t(lambda: up.urlsplit(u))
for base, rel in (('http://a/b/c/d;p?q', '?y'), ('http://a/b/c/d;p?q', '#s'), ('http://a/b/c/d;p?q', ';x'),
                  ('http://a/b/c/d;p?q', ''), ('http://a/b/c/d;p?q', '../..'), ('http://a/b/c/d;p?q', '/./g')):
    t(lambda: up.urljoin(base, rel))

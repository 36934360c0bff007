# urllib.parse results are named tuples with the netloc parts (username,
# password, hostname, port and its errors), geturl and _replace.
from urllib.parse import urlparse, urlsplit, urlunparse, urldefrag, urljoin, ParseResult, SplitResult, DefragResult
import urllib.parse
for u in ["https://user:pw@Example.COM:8080/path/x;p?q=1&r=2#frag", "http://[::1]:80/a", "http://[FE80::1%Eth0]/", "//host/x", "mailto:a@b.c", "http://h:abc/", "http://h:99999/", "http://h:/", "http://u@h", "file:///tmp/x", "", "a/b?c#d"]:
    for f in (urlparse, urlsplit):
        r = f(u)
        print(r, r.geturl())
        try: print(r.username, r.password, r.hostname, r.port)
        except ValueError as e: print("ValueError", e)
r = urlparse("https://example.com/a?b=c")
print(r.scheme, r.netloc, r.path, r.query, r._replace(path="/z").geturl(), r._fields, tuple(r), r[1], len(r), r == ("https", "example.com", "/a", "", "b=c", ""))
print(type(r).__name__, type(r).__module__, isinstance(r, tuple), repr(ParseResult), r._asdict())
d = urldefrag("http://a/b#c"); print(d, d.url, d.fragment, d.geturl(), urldefrag("http://a/b"))
s, n, *rest = urlsplit("http://a/b?c"); print(s, n, rest)
print(ParseResult("http", "h", "/", "", "", "").geturl(), SplitResult._make(["a", "b", "/c", "", ""]))
print(urlparse("HTTP://x.com/").scheme, urlparse("x.com/path"), urlparse("http://h/p?x", allow_fragments=False))
try: r.scheme = 3
except AttributeError as e: print("AttributeError", e)
from collections import namedtuple
P = namedtuple("P", "x y"); p = P(1, 2)
for f in [lambda: setattr(p, "x", 3), lambda: delattr(p, "x"), lambda: setattr(p, "z", 3)]:
    try: f()
    except AttributeError as e: print(e)

# urllib.parse: parsing, joining, quoting str and bytes (quote_from_bytes,
# unquote_to_bytes), urlencode over sequences, bytes and quote_via, errors
from urllib.parse import *
for u in ["http://user:pw@Example.COM:80/a/b/../c;p?q=1&q=2&r#f", "//host/path", "mailto:a@b.c", "file:///etc/passwd", "https://[::1]:8443/x", "relative/path?x=1", "http://h/%7Euser/a%20b", "HTTP://H.com"]:
    p = urlparse(u); s = urlsplit(u)
    print(p, p.hostname, p.port, p.username, p.password, s.geturl(), urlunsplit(s), p._replace(fragment="").geturl())
for base, rel in [("http://a/b/c/d;p?q", "g"), ("http://a/b/c/d;p?q", "../../g"), ("http://a/b/c/d;p?q", "//g"), ("http://a/b/c/d;p?q", "?y"), ("http://a/b/c/d;p?q", "#s"), ("http://a/b/", "http://other/x"), ("http://a/b/c", "")]:
    print(urljoin(base, rel))
print(urlencode([("a", "1 2"), ("b", "é"), ("c", None)]), urlencode({"x": [1, 2]}), urlencode({"q": "a&b=c"}, quote_via=quote), urlencode({"k": b"v"}))
print(quote("/path with spaces/ü?&=", safe="/"), quote("a/b", safe=""), quote_plus("a b+c"), unquote_plus("a+b%2Bc"), unquote("%E4%B8%AD"), quote(b"\xff"), unquote("%zz"))
print(parse_qs("a=1&b=&c=3", keep_blank_values=True), parse_qsl("a=1;b=2", separator=";") if True else "", parse_qs("x=%20y+z"))
try: parse_qs("a=1&b", strict_parsing=True)
except ValueError as e: print(e)
print(urldefrag("http://a/b#frag"), urlparse("http://a:xx/").netloc)
try: urlparse("http://a:xx/").port
except ValueError as e: print(e)
print(unquote_to_bytes("a%20b") if "unquote_to_bytes" in dir() else "", quote_from_bytes(b"a b"), splitquery if False else "")
print(quote(b'\xff a/'), quote('a b', safe=b'/ '), quote_plus(b'a b'), unquote_to_bytes('a%20b%zz%4'), unquote_to_bytes(''), unquote_to_bytes(b'%41'), quote(""), quote_plus("x y", safe="/"))
print(urlencode({'a': range(3)}, doseq=True), urlencode({'a': {'k': 1}}, doseq=True), urlencode([(1, 2)]), urlencode({'q': 'a b'}, quote_via=quote), urlencode({b'k': b'v w'}))
for bad in [lambda: urlencode('abc'), lambda: urlencode([1]), lambda: quote(b'x', encoding='utf-8'), lambda: quote(5), lambda: quote_from_bytes('x')]:
    try: bad()
    except TypeError as e: print(e)

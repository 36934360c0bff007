# urlsplit/urlparse/urldefrag return named tuples with netloc properties
from urllib.parse import urlsplit, urlparse, urldefrag, urlunsplit, SplitResult, ParseResult
urls = ['https://user:pw@Example.COM:8080/a;p?x=1#f', 'http://[::1]:80/', 'http://[FE80::1%25eth0]/',
        'http://h:/x', 'http://h:abc/', '//h:99999', 'mailto:a@b', 'x', 'http://u@h', 'ftp://:p@h:21']
for u in urls:
    s = urlsplit(u)
    p = urlparse(u)
    print(repr(s))
    print(repr(p))
    print(' ', s.username, s.password, s.hostname, end=' ')
    try:
        print(s.port, end=' ')
    except ValueError as e:
        print('ValueError:', e, end=' ')
    print(s.geturl(), p.geturl(), s.netloc == s[1], p.params)
d = urldefrag('http://a/b#c')
print(d, d.url, d.fragment, d.geturl(), urldefrag('http://a/b'), urldefrag('http://a/b').geturl())
p = urlparse('https://api.example.com/v1/items?page=2')
print(p._replace(query='page=3').geturl(), p._fields, p._asdict(), tuple(p), len(p), p[2])
scheme, netloc, *rest = urlsplit('https://h/p')
print(scheme, netloc, rest, isinstance(p, tuple), isinstance(p, ParseResult), type(p).__name__)
print(urlunsplit(SplitResult('http', 'h', '/p', 'q', '')), p == ('https', 'api.example.com', '/v1/items', '', 'page=2', ''))

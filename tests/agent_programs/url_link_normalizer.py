# Crawl a few pages, normalize their links with urllib.parse, and build query strings.
import re
from urllib.parse import (urljoin, urlparse, urlunparse, urlsplit, urlencode, parse_qs,
                          parse_qsl, quote, quote_plus, unquote, unquote_plus, urldefrag)

HREF = re.compile(r"""href=(['"])(?P<url>.*?)\1""")
seen, queue, edges = set(), ["https://example.com/"], []
while queue:
    url = queue.pop(0)
    if url in seen:
        continue
    seen.add(url)
    resp = http_get(url)
    if resp["status"] != 200:
        print(f"{resp['status']} {url}")
        continue
    for m in HREF.finditer(resp["body"]):
        target = urljoin(url, m["url"])
        parts = urlparse(target)
        edges.append((urlparse(url).path or "/", target))
        if parts.netloc == "example.com" and target not in seen:
            queue.append(target)
print(len(seen), sorted(seen))
for a, b in edges[:5]:
    print(f"  {a} -> {b}")
u = urlparse("https://user:pw@Example.com:8443/a/b;p?q=1&q=2&x=a+b#frag")
print(u.scheme, u.netloc, u.hostname, u.port, u.path, u.params, u.query, u.fragment, u.username, u.password)
print(u._replace(fragment="", query="").geturl(), urlunparse(u._replace(scheme="http")))
print(parse_qs(u.query), parse_qsl("a=1&b=&c", keep_blank_values=True), parse_qs("a=1&b=", keep_blank_values=True))
q = {"q": "rain jacket & boots", "page": 2, "tags": ["a/b", "ü"]}
print(urlencode(q), urlencode(q, doseq=True))
print(quote("a b/c?d"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%C3%BC%20x"), unquote_plus("a+b%2B"))
s = urlsplit("//cdn.example.com/x.js?v=3")
print(s, s.netloc)
print(urljoin("https://a.com/x/y/z", "../w"), urljoin("https://a.com/x/", "//b.com/p"), urljoin("https://a.com/x", "?k=v"))
print(urldefrag("https://a.com/p#sec"), urlparse("mailto:ann@example.com"))
try:
    urlparse("http://[::1").hostname
except ValueError as e:
    print("ValueError:", e)
try:
    print(urlparse("http://h:99999/").port)
except ValueError as e:
    print("ValueError:", e)

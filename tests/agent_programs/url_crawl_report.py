import re
import html
from collections import deque, Counter
from typing import Dict, List, Set, Tuple
from urllib.parse import urljoin, urlparse, parse_qs, urlencode, urlunparse, quote, unquote

HREF = re.compile(r"""<a\s+href=(['"])(?P<href>.*?)\1>(?P<text>.*?)</a>""", re.I)
TITLE = re.compile(r"<title>(.*?)</title>", re.S)


def crawl(start: str, max_pages: int = 10) -> Tuple[Dict[str, str], List[Tuple[str, str]], Counter]:
    host = urlparse(start).netloc
    queue = deque([start])
    seen: Set[str] = {start}
    titles: Dict[str, str] = {}
    broken: List[Tuple[str, str]] = []
    external: Counter = Counter()
    while queue and len(titles) < max_pages:
        url = queue.popleft()
        resp = http_get(url)
        if resp["status"] != 200:
            broken.append((url, f"HTTP {resp['status']}"))
            continue
        body = resp["body"]
        m = TITLE.search(body)
        titles[url] = html.unescape(m.group(1)) if m else "(untitled)"
        for link in HREF.finditer(body):
            target = urljoin(url, link.group("href"))
            parts = urlparse(target)
            if parts.netloc != host:
                external[parts.netloc] += 1
                continue
            if target not in seen:
                seen.add(target)
                queue.append(target)
    return titles, broken, external


titles, broken, external = crawl("https://example.com/")
for url, title in titles.items():
    p = urlparse(url)
    q = parse_qs(p.query)
    extra = f" page={q['p'][0]}" if "p" in q else ""
    print(f"{p.path or '/':<8} {title!r}{extra}")
print("broken:", broken)
print("external:", dict(external))

u = urlparse("https://user:pw@Example.COM:8443/a/b;x=1/c.html?q=rust+lang&tag=a&tag=b#frag")
print(u.scheme, u.netloc, u.hostname, u.port, u.path, u.params, u.query, u.fragment, u.username)
print(parse_qs(u.query), urlencode({"q": "a b&c", "n": 3, "list": ["x", "y"]}, doseq=True))
print(urlunparse(u._replace(query="", fragment="")))
print(quote("/path with spaces/ü?x=1"), quote("a/b c", safe=""), unquote("%E2%9C%93%20ok"))
for base, rel in [("https://a.com/x/y", "../z"), ("https://a.com/x/y/", "z?k=v"),
                  ("https://a.com/x", "//cdn.b.com/s.js"), ("https://a.com/x", "#top")]:
    print(f"{base} + {rel} = {urljoin(base, rel)}")
print(html.escape("<a href='x'>Tom & \"Jerry\"</a>"), html.unescape("&lt;&#39;&eacute;&#x263A;&gt;"))

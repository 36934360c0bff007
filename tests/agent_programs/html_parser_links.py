# Crawl a small site with html.parser: collect titles, links and text, resolve URLs, and report broken links.
from html.parser import HTMLParser
from urllib.parse import urljoin, urlparse, parse_qs
import html

class PageParser(HTMLParser):
    """Title, links and visible text of one page; open tags kept on a stack."""
    def __init__(self):
        super().__init__()
        self.stack = []
        self.parts = {"title": [], "text": []}
        self.links = []
    @property
    def title(self):
        return "".join(self.parts["title"])
    def handle_starttag(self, tag, attrs):
        self.stack.append(tag)
        for name, value in attrs:
            if tag == "a" and name == "href" and value:
                self.links.append(value)
    def handle_endtag(self, tag):
        while self.stack and self.stack.pop() != tag:
            pass
    def handle_data(self, data):
        where = "title" if self.stack[-1:] == ["title"] else "text"
        if where == "title" or data.strip():
            self.parts[where].append(data if where == "title" else data.strip())

start = "https://example.com/"
queue, seen, report = [start], set(), []
while queue:
    url = queue.pop(0)
    if url in seen:
        continue
    seen.add(url)
    resp = http_get(url)
    if resp["status"] != 200:
        report.append((url, resp["status"], "", 0))
        continue
    p = PageParser()
    p.feed(resp["body"])
    p.close()
    report.append((url, 200, p.title, len(p.links)))
    for href in p.links:
        absolute = urljoin(url, href)
        if urlparse(absolute).netloc == "example.com":
            queue.append(absolute)
        else:
            report.append((absolute, None, "external", 0))

for url, status, title, n in report:
    u = urlparse(url)
    q = parse_qs(u.query)
    print(f"{status or '-':>4} {u.path or '/':<8} {title!r:<24} links={n} query={q}")
print(sorted(seen))
print(html.unescape("Blog &mdash; page 1 &amp; &lt;more&gt; &#169; &#x263A;"), html.escape("<a href='x'>&</a>"), html.escape("'\"", quote=False))
class Tags(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.events = []
    def handle_starttag(self, tag, attrs): self.events.append(("start", tag, attrs))
    def handle_endtag(self, tag): self.events.append(("end", tag))
    def handle_startendtag(self, tag, attrs): self.events.append(("startend", tag, attrs))
    def handle_data(self, data): self.events.append(("data", data))
    def handle_comment(self, data): self.events.append(("comment", data))
t = Tags()
t.feed('<DIV class="a b" id=x data-on>hi &amp; bye<br/><!-- note --><img src="i.png" alt=\'q\'></div>')
for e in t.events:
    print(e)

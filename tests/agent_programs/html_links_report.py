# Crawl pages through the HTTP tool, parse HTML with html.parser, report link health as a table.
from html.parser import HTMLParser
from urllib.parse import urljoin, urldefrag, urlparse
from collections import Counter

class LinkParser(HTMLParser):
    def __init__(self, base):
        super().__init__(convert_charrefs=True)
        self.base = base
        self.links = []
        self.title = ""
        self._in_title = False
        self.text = []
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and "href" in attrs:
            self.links.append(urldefrag(urljoin(self.base, attrs["href"]))[0])
        elif tag == "title":
            self._in_title = True
    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False
    def handle_data(self, data):
        if self._in_title:
            self.title += data
        elif data.strip():
            self.text.append(data.strip())

start = "https://example.com/"
queue, seen, report = [start], {start}, []
while queue:
    url = queue.pop(0)
    resp = http_get(url)
    p = LinkParser(url)
    p.feed(resp["body"])
    p.close()
    report.append((url, resp["status"], p.title, len(p.links), " ".join(p.text)[:30]))
    for link in p.links:
        if urlparse(link).netloc == "example.com" and link not in seen:
            seen.add(link)
            queue.append(link)

w = max(len(urlparse(u).path + ("?" + urlparse(u).query if urlparse(u).query else "")) for u, *_ in report)
print(f"{'path':<{w}}  code  links  title")
for url, code, title, nlinks, text in report:
    pu = urlparse(url)
    path = pu.path + ("?" + pu.query if pu.query else "")
    print(f"{path:<{w}}  {code:>4}  {nlinks:>5}  {title or '—'}{'  [' + text + ']' if text else ''}")
codes = Counter(code for _, code, *_ in report)
print(dict(codes), f"{codes[200] / len(report):.0%} healthy")
class Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.events = []
    def handle_starttag(self, tag, attrs): self.events.append(("start", tag, attrs))
    def handle_endtag(self, tag): self.events.append(("end", tag))
    def handle_startendtag(self, tag, attrs): self.events.append(("self", tag, attrs))
    def handle_comment(self, data): self.events.append(("comment", data))
    def handle_entityref(self, name): self.events.append(("entity", name))
    def handle_charref(self, name): self.events.append(("char", name))
    def handle_data(self, data): self.events.append(("data", data))
t = Tags()
t.feed("<div class='a b' data-x=1><br/><!-- note --><p>x &amp; y &#65;</p><img src=x alt></div>")
for e in t.events:
    print(e)

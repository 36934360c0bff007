import html
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Dict, List, Optional, Tuple
from urllib.parse import urljoin, urlparse


@dataclass
class Page:
    url: str
    title: str = ""
    links: List[Tuple[str, str]] = field(default_factory=list)
    text: List[str] = field(default_factory=list)


class LinkParser(HTMLParser):
    def __init__(self, base: str) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page(base)
        self._in_title = False
        self._href: Optional[str] = None
        self._anchor: List[str] = []
        self.tags: Counter = Counter()

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        self.tags[tag] += 1
        if tag == "title":
            self._in_title = True
        elif tag == "a":
            self._href = dict(attrs).get("href")
            self._anchor = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag == "a" and self._href is not None:
            self.page.links.append((urljoin(self.page.url, self._href), "".join(self._anchor).strip()))
            self._href = None

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.page.title += data
        elif self._href is not None:
            self._anchor.append(data)
        elif data.strip():
            self.page.text.append(data.strip())


pages: Dict[str, Page] = {}
tag_totals: Counter = Counter()
todo = ["https://example.com/"]
while todo:
    url = todo.pop(0)
    if url in pages:
        continue
    resp = http_get(url)
    if resp["status"] != 200:
        pages[url] = Page(url, title=f"<{resp['status']}>")
        continue
    parser = LinkParser(url)
    parser.feed(resp["body"])
    parser.close()
    pages[url] = parser.page
    tag_totals.update(parser.tags)
    todo.extend(l for l, _ in parser.page.links if urlparse(l).netloc == "example.com" and l not in pages)

inbound: Dict[str, List[str]] = defaultdict(list)
for p in pages.values():
    for target, text in p.links:
        inbound[target].append(text)
for url in sorted(pages, key=lambda u: (-len(inbound[u]), u)):
    p = pages[url]
    path = urlparse(url).path or "/"
    q = urlparse(url).query
    print(f"{path + ('?' + q if q else ''):<12} {p.title!r:<22} out={len(p.links)} in={len(inbound[url])} {inbound[url]}")
    if p.text:
        print("   text:", p.text)
print(dict(sorted(tag_totals.items())))
rows = "".join(f"<tr><td>{html.escape(p.title)}</td><td>{len(p.links)}</td></tr>" for p in pages.values())
print(f"<table>{rows}</table>"[:160])
class Dumper(HTMLParser):
    def handle_starttag(self, tag, attrs): print("start", tag, attrs)
    def handle_endtag(self, tag): print("end", tag)
    def handle_data(self, data): print("data", repr(data))
    def handle_comment(self, data): print("comment", repr(data))
    def handle_entityref(self, name): print("entity", name)
    def handle_startendtag(self, tag, attrs): print("startend", tag, attrs)
d = Dumper(convert_charrefs=False)
d.feed("<p class='x' id=y data-ok>Hi &amp; bye<br/><!-- note --><img src=a.png alt=\"A &quot;q&quot;\"></p>")
d.close()

# Async crawl of a small site: fan out with gather, follow links, build a report.
import asyncio
import html
import re
from urllib.parse import urljoin, urlparse, parse_qs, urlencode

HREF = re.compile(r"""<a href=(['"])(.*?)\1>(.*?)</a>""")
TITLE = re.compile(r"<title>(.*?)</title>", re.S)

async def crawl(start, max_depth=3, concurrency=3):
    seen = {start}
    frontier = [start]
    pages = {}
    sem = asyncio.Semaphore(concurrency)
    async def visit(url):
        async with sem:
            resp = await afetch(url)
        return url, resp
    depth = 0
    while frontier and depth < max_depth:
        results = await asyncio.gather(*(visit(u) for u in frontier))
        frontier = []
        for url, resp in results:
            title = TITLE.search(resp["body"])
            links = [(urljoin(url, m.group(2)), html.unescape(m.group(3)))
                     for m in HREF.finditer(resp["body"])]
            pages[url] = {"status": resp["status"], "depth": depth,
                          "title": html.unescape(title.group(1)) if title else None,
                          "links": links}
            for link, _ in links:
                host = urlparse(link).netloc
                if host == urlparse(start).netloc and link not in seen:
                    seen.add(link)
                    frontier.append(link)
        depth += 1
    return pages

async def main():
    pages = await crawl("https://example.com/")
    for url, info in sorted(pages.items(), key=lambda kv: (kv[1]["depth"], kv[0])):
        parts = urlparse(url)
        q = parse_qs(parts.query)
        label = info["title"] or "(no title)"
        print(f"[{info['depth']}] {info['status']} {parts.path or '/':<8} {label!r:<22} query={q} links={len(info['links'])}")
    broken = [u for u, i in pages.items() if i["status"] != 200]
    external = sorted({l for i in pages.values() for l, _ in i["links"] if urlparse(l).netloc != "example.com"})
    print("broken:", broken)
    print("external:", external)
    print("next:", "https://example.com/search?" + urlencode({"q": "tools & more", "page": 2, "tags": ["a", "b"]}, doseq=True))
    results = await asyncio.gather(afetch("https://slow.example.net/"), afetch("https://example.com/team"),
                                   return_exceptions=True)
    for r in results:
        print(type(r).__name__, r if isinstance(r, Exception) else r["status"])
    try:
        async with asyncio.timeout(10):
            await asyncio.gather(afetch("https://flaky.example.com/"), afetch("https://example.com/"))
    except ConnectionError as e:
        print("gather failed fast:", e)

asyncio.run(main())

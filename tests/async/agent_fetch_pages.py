# an agent fetches 10 pages at once, aggregates, and writes a report
import asyncio

URLS = [f"https://example.com/page/{i}" for i in range(10)]


async def fetch(url):
    page = await echo({"url": url, "words": len(url) * 7 % 23 + 5,
                       "tags": ["news" if url[-1] in "02468" else "blog"]})
    return page


async def main():
    pages = await asyncio.gather(*[fetch(u) for u in URLS])
    total = sum(p["words"] for p in pages)
    by_tag = {}
    for p in pages:
        for t in p["tags"]:
            by_tag.setdefault(t, []).append(p["url"].rsplit("/", 1)[1])
    print(f"{len(pages)} pages, {total} words, {total / len(pages):.1f} on average")
    for tag in sorted(by_tag):
        print(f"  {tag:<6} {len(by_tag[tag]):>2}: {', '.join(by_tag[tag])}")
    longest = max(pages, key=lambda p: (p["words"], p["url"]))
    print("longest:", longest["url"], longest["words"])


asyncio.run(main())

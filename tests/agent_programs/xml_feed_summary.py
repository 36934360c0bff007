import xml.etree.ElementTree as ET
from collections import Counter
from datetime import datetime
from typing import Dict, List

FEED = """<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Eng Blog</title>
    <item><title>Retry &amp; backoff</title><link>https://example.com/p/1</link>
      <dc:creator>Ada</dc:creator><category>api</category><category>reliability</category>
      <pubDate>2024-02-11</pubDate></item>
    <item><title>Token buckets</title><link>https://example.com/p/2</link>
      <dc:creator>Alan</dc:creator><category>api</category><pubDate>2023-11-30</pubDate></item>
    <item><title>Regex logs</title><link>https://example.com/p/3</link>
      <dc:creator>Ada</dc:creator><category>logs</category><pubDate>2024-04-02</pubDate></item>
  </channel>
</rss>"""
NS = {"dc": "http://purl.org/dc/elements/1.1/"}

root = ET.fromstring(FEED)
print(root.tag, root.attrib, root.find("channel/title").text)
items: List[Dict[str, object]] = []
for it in root.iterfind("channel/item"):
    items.append({
        "title": it.findtext("title"),
        "link": it.findtext("link"),
        "author": it.findtext("dc:creator", namespaces=NS),
        "cats": [c.text for c in it.findall("category")],
        "date": datetime.strptime(it.findtext("pubDate"), "%Y-%m-%d").date(),
    })
items.sort(key=lambda i: i["date"], reverse=True)
for i in items:
    print(f"{i['date']:%d %b %Y}  {i['title']:<18} by {i['author']:<5} {', '.join(i['cats'])}")
print(Counter(c for i in items for c in i["cats"]).most_common())

out = ET.Element("report", {"generated": "2024-06-01"})
for author in sorted({str(i["author"]) for i in items}):
    a = ET.SubElement(out, "author", name=author)
    for i in items:
        if i["author"] == author:
            p = ET.SubElement(a, "post", date=str(i["date"]))
            p.text = str(i["title"])
            hits = search_docs(str(i["title"]).split()[0], limit=1)
            if hits:
                ET.SubElement(p, "related", id=hits[0]["id"]).text = hits[0]["title"]
ET.indent(out, space="  ")
print(ET.tostring(out, encoding="unicode"))
print(len(out.findall(".//post")), [e.get("id") for e in out.iter("related")], out.find("author[@name='Alan']/post").text)
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as e:
    print("ParseError:", e, e.position)
print(datetime.strptime("Sun, 11 Feb 2024 10:00:00 +0000", "%a, %d %b %Y %H:%M:%S %z").isoformat())

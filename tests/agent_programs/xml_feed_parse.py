# Parse an XML/RSS-like feed returned by a tool, then tabulate and re-serialise items.
import xml.etree.ElementTree as ET
from datetime import datetime
from html import unescape
import textwrap

doc = read_doc("d2")
FEED = f"""<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Eng &amp; Ops</title>
    <item id="1"><title>{doc['title']}</title><dc:creator>ada</dc:creator>
      <pubDate>2024-05-02T09:30:00</pubDate><category>api</category><category>perf</category>
      <description><![CDATA[{doc['body']} <b>bold</b>]]></description></item>
    <item id="2"><title>Incident review: 503s</title><dc:creator>grace</dc:creator>
      <pubDate>2024-05-03T17:05:00</pubDate><category>ops</category>
      <description>Upstream &lt;timeouts&gt; caused a cascade.</description></item>
    <item id="3"><title>Draft</title><pubDate>not-a-date</pubDate></item>
  </channel>
</rss>"""
NS = {"dc": "http://purl.org/dc/elements/1.1/"}
root = ET.fromstring(FEED)
channel = root.find("channel")
print(root.tag, root.attrib, channel.findtext("title"), len(channel.findall("item")))
rows = []
for item in channel.iter("item"):
    raw = item.findtext("pubDate", default="")
    try:
        when = datetime.fromisoformat(raw)
    except ValueError:
        when = None
    rows.append({
        "id": int(item.get("id")),
        "title": item.findtext("title"),
        "author": item.findtext("dc:creator", default="?", namespaces=NS),
        "when": when,
        "tags": [c.text for c in item.findall("category")],
        "desc": (item.findtext("description") or "").strip(),
    })
for r in rows:
    when = r["when"].strftime("%d %b %H:%M") if r["when"] else "unknown"
    print(f"#{r['id']} {r['title']:<34} by {r['author']:<6} {when:<12} {','.join(r['tags']) or '-'}")
    if r["desc"]:
        print(textwrap.indent(textwrap.fill(r["desc"], 56), "     | "))
out = ET.Element("summary", {"count": str(len(rows))})
for r in rows:
    e = ET.SubElement(out, "entry", id=str(r["id"]))
    e.text = r["title"]
    if r["tags"]:
        e.set("tags", " ".join(r["tags"]))
ET.indent(out)
print(ET.tostring(out, encoding="unicode"))
first = channel.find("item")
print([child.tag for child in first], first.find("title").text, ET.tostring(first.find("category")))
print(unescape("&lt;b&gt; &amp;amp; &quot;q&quot;"), root.findall(".//item[@id='2']/title")[0].text)
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as e:
    print("ParseError:", e, e.position)

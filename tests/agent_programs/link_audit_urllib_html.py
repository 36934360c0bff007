# Link audit over fetched pages: urllib.parse (urlsplit/urljoin/parse_qs/urlencode/quote), html.escape/unescape, difflib close matches for broken links, shlex-quoted curl commands and an HTML report string.
import urllib.parse as up
import html
import re
import difflib
import shlex

start = "https://example.com/"
seen, queue, broken, external = set(), [start], [], []
while queue:
    url = queue.pop(0)
    if url in seen:
        continue
    seen.add(url)
    resp = http_get(url)
    if resp["status"] != 200:
        broken.append(url)
        continue
    title = html.unescape(re.search(r"<title>(.*?)</title>", resp["body"]).group(1))
    links = re.findall(r"""href=['"]([^'"]+)['"]""", resp["body"])
    print(f"{url:<32} {resp['status']} {title!r} links={len(links)}")
    for href in links:
        absolute = up.urljoin(url, href)
        parts = up.urlsplit(absolute)
        if parts.netloc != "example.com":
            external.append(absolute)
            continue
        queue.append(up.urlunsplit(parts._replace(fragment="")))
print("broken:", broken, "external:", external)
known = sorted(u for u in seen if u not in broken)
for b in broken:
    path = up.urlsplit(b).path
    guess = difflib.get_close_matches(path, [up.urlsplit(k).path or "/" for k in known], n=2, cutoff=0.3)
    print(f"  {b} -> did you mean {guess}?")
q = up.urlsplit("https://example.com/search?q=rate+limit&tag=api&tag=perf&page=2#results")
params = up.parse_qs(q.query)
print(q.scheme, q.netloc, q.path, params, up.parse_qsl(q.query, keep_blank_values=True), q.fragment)
params["page"] = [str(int(params["page"][0]) + 1)]
print(up.urlunsplit(q._replace(query=up.urlencode(params, doseq=True), fragment="")))
print(up.quote("naïve café/menu?"), up.quote("a/b", safe=""), up.unquote_plus("rate+limit%21"), up.urlencode({"q": "a&b=c", "n": 1}))
print(up.urljoin("https://example.com/a/b/", "../c"), up.urljoin("https://example.com/a", "?x=1"), up.urljoin("https://example.com/", "mailto:x@y.z"))
for u in sorted(seen):
    print(shlex.join(["curl", "-sS", "-H", "Accept: text/html", u]))
rows = "".join(f"<tr><td><a href=\"{html.escape(u, quote=True)}\">{html.escape(u)}</a></td><td>{'broken' if u in broken else 'ok'}</td></tr>" for u in sorted(seen))
report = f"<table>{rows}</table>"
print(len(report), report[:160])
print(html.escape("Ada & Alan <team> \"quoted\" 'single'"), html.escape("x<y", quote=False), html.unescape("&amp;lt; &#60; &#x3c; &lt &copy; &notanentity;"))

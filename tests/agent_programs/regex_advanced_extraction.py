# Extract structured facts from docs and logs with advanced regex features.
import re

docs = [read_doc(f"d{i}") for i in range(1, 7)]
text = "\n".join(f"{d['id']}: {d['title']}. {d['body']}" for d in docs)

SENT = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
print(len(SENT.split(text)), SENT.split(docs[0]["body"]))
caps = re.findall(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\b", docs[1]["body"])
print(caps)
print(re.findall(r"(\w+)\s+(\w+)", "alpha beta gamma"), re.findall(r"(?:ab)+", "ababab abab"), re.findall(r"a|(b)", "ab"))

VERBOSE = re.compile(r"""
    (?P<date>\d{4}-\d{2}-\d{2})\s+          # day
    (?P<time>\d{2}:\d{2}:\d{2}),\d{3}\s+    # time, millis dropped
    (?P<level>ERROR|WARNING)\s+             # only the loud ones
    \[(?P<svc>[^\]]+)\]\s+
    (?P<method>[A-Z]+)\s+(?P<path>/[\w/]*)
    .*?latency=(?P<ms>\d+)ms
""", re.VERBOSE)
for line in fetch_logs("payments", limit=25):
    m = VERBOSE.match(line)
    if m and int(m["ms"]) > 400:
        print(f"  {m.start('level'):>3} {m.span('path')} {m.group('level', 'path', 'ms')} {m.lastgroup}")
m = VERBOSE.match(fetch_logs("payments", limit=30)[3]) or re.match(r"(?P<first>\S+)", "x y")
print(repr(m)[:40], m.re.pattern[:5] if m.re.flags & re.VERBOSE else m.re.pattern)

cond = re.compile(r"^(<)?(\w+@\w+\.\w+)(?(1)>)$")
for s in ("<a@b.com>", "a@b.com", "<a@b.com", "a@b.com>"):
    print(f"  {s:<10} {bool(cond.match(s))}")
print(re.sub(r"(?i)retry", "RETRY", docs[0]["title"]), re.findall(r"(?i:t)he", "The the THE"))
print(re.split(r"(,)\s*", "a, b,c"), re.split(r"\s*;\s*", "x ; y;z", maxsplit=1), re.split(r"(?=b)", "abab"))
print(re.fullmatch(r"\d{3}-\d{4}", "555-1234"), re.fullmatch(r"\d+", "12a"), re.search(r"$", "abc").span())
print([m.span() for m in re.finditer(r"\b\w", "hi there you")], re.search(r"(?<!\d)\d{2}(?!\d)", "123 45 6789").group())
pat = re.compile(r"(?P<k>\w+)=(?P<v>[^;]*)", re.I | re.M)
print(pat, pat.groups, pat.groupindex, pat.flags & re.I == re.I)
m = pat.search("a=1;bb=;c=3")
print(m.groupdict(), m.expand(r"\g<v>:\g<k>"), m[0], m.pos, m.endpos, m.lastindex, m.regs if hasattr(m, "regs") else None)
print(dict(pat.findall("a=1;bb=;c=3")), [mm["v"] or "<empty>" for mm in pat.finditer("a=1;bb=;c=3")])
print(re.sub(r"(\d+)", r"<\1>", "a1b22"), re.sub(r"\s+", " ", "  a \n\t b  ").strip(), re.sub("", "-", "ab"))
print(re.match(r"(a)(b)?", "a").groups(), re.match(r"(a)(b)?", "a").groups("-"), re.match(r"(a)(b)?", "a").group(2))
print(re.findall(r"[\u00c0-\u017f]+", "café naïve Zoë"), re.findall(r"\w+", "naïve café", re.ASCII))
print(re.search(r"\bfoo\b", "a foo.b").group(), re.findall(r"^\w", "ab\ncd", re.M), re.findall(r".", "a\nb", re.S))
print(re.escape("a.b*c"), re.purge(), re.compile("a") is re.compile("a") or "cached-equal")
print(re.match(r"(?P<x>a)(?P=x)", "aa").group(), re.match(r"(\w)\1", "xx")[1], re.search(r"a{2,3}?", "aaaa").group())
for bad in (r"(?P<n>a)(?P<n>b)", r"[z-a]", r"a{3,2}", r"(?<=a+)b", r"\p{L}", "(", r"(?P<1>x)", "*a"):
    try:
        re.compile(bad)
        print(f"  {bad!r} compiled")
    except re.error as e:
        print(f"  {bad!r:<20} re.error: {e} (pos={e.pos})")

# Parse access logs with a VERBOSE regex with named groups; summarize with groupdict, sub and split.
import re
from collections import defaultdict

ACCESS = re.compile(r"""
    ^(?P<date>\d{4}-\d{2}-\d{2})\s+
    (?P<time>\d{2}:\d{2}:\d{2}),(?P<msec>\d{3})\s+
    (?P<level>INFO|WARNING|ERROR|DEBUG)\s+
    \[(?P<service>[\w-]+)\]\s+
    (?P<verb>GET|POST|PUT|DELETE)\s+
    (?P<path>/[\w/]*)        # the request path
    \s+status=(?P<status>[1-5]\d\d)
    \s+latency=(?P<latency>\d+)ms
    (?:\s+user=(?P<user>\w+))?   # optional user
    $""", re.VERBOSE)

by_path = defaultdict(list)
statuses = defaultdict(int)
for line in fetch_logs("billing", limit=40):
    m = ACCESS.match(line)
    if not m:
        print("unparsed:", line)
        continue
    g = m.groupdict()
    by_path[g["path"]].append(int(g["latency"]))
    statuses[g["status"][0] + "xx"] += 1
for path, lats in sorted(by_path.items(), key=lambda kv: -max(kv[1])):
    print(f"{path:<12} n={len(lats):>2} max={max(lats):>3} avg={sum(lats) / len(lats):6.1f}")
print(dict(sorted(statuses.items())))
m = ACCESS.match(fetch_logs("billing", limit=1)[0])
print(m.group("verb", "status"), m.span("path"), m.start("level"), m.lastgroup, m.re.groups, list(m.re.groupindex)[:3])
redact = re.compile(r"(?<=user=)(?P<u>\w+)")
print(redact.sub(lambda mm: mm["u"][0] + "***", "a user=alice b user=bo"), redact.subn("?", "user=x user=y"))
print(re.sub(r"(\d+)ms", r"\g<1> ms", "latency=12ms latency=7ms"), re.sub(r"(?i)error", "E", "Error ERROR error"))
print(re.split(r"\s*[,;]\s*", "a , b;c ;d"), re.split(r"(=)", "k=v=w", maxsplit=1), re.findall(r"(\w+)=(\d+)", "a=1 b=x c=3"))
print(re.fullmatch(r"[A-Z]{3}-\d+", "ORD-12"), re.search(r"^\s*$", "x\n  \ny", re.M).span(), bool(re.match(r"a.c", "a\nc", re.S)))
print(re.escape("1.5*x+[y]"), [m.group() for m in re.finditer(r"\b\w{5,}\b", "short longer longest")])
pat = re.compile(r"(?P<k>\w+):\s*(?P<v>[^,]+)")
print({m["k"]: m["v"].strip() for m in pat.finditer("host: db-1, cpu: 93 , mem: 2g")}, pat.pattern[:10], pat.flags & re.UNICODE != 0)
print(repr(m), repr(re.compile(r"x+", re.I | re.M)))
try:
    re.compile(r"(?P<a>x)(?P<a>y)")
except re.error as e:
    print("re.error:", e, e.pos)
try:
    re.compile(r"[a-")
except re.error as e:
    print("re.error:", e)

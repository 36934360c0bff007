# Incident scanner over service logs with the re module: a lastgroup tokenizer, verbose patterns, lookarounds, sub with a function, split with groups.
import re
from collections import defaultdict

LINE = re.compile(r"""
    (?P<date>\d{4}-\d{2}-\d{2})\s
    (?P<time>\d{2}:\d{2}:\d{2}),(?P<ms>\d{3})\s
    (?P<level>[A-Z]+)\s
    \[(?P<svc>[\w-]+)\]\s
    (?P<method>GET|POST|PUT|DELETE)\s
    (?P<path>\S+)\s
    status=(?P<status>\d{3})\s
    latency=(?P<lat>\d+)ms\s
    user=(?P<user>\w+)
""", re.VERBOSE)

incidents = defaultdict(list)
for svc in ("api", "billing", "auth-gw"):
    for line in fetch_logs(svc, limit=40):
        m = LINE.fullmatch(line)
        if not m:
            print("unparsed:", line)
            continue
        d = m.groupdict()
        if d["level"] == "ERROR" or int(d["status"]) >= 500:
            incidents[svc].append((d["time"], d["path"], int(d["status"]), int(d["lat"])))
for svc, rows in incidents.items():
    print(f"{svc}: {len(rows)} incidents, worst latency {max(r[3] for r in rows)}ms")
    for r in rows[:3]:
        print("   ", *r)

m = LINE.match(fetch_logs("api", 1)[0])
print(m.span("path"), m.start("status"), m.group("level", "svc"), m.lastgroup, m.lastindex, m.re.groups)

TOKEN = re.compile(r"(?P<NUM>\d+(?:\.\d+)?)|(?P<NAME>[A-Za-z_]\w*)|(?P<OP>[-+*/()=<>!]=?|&&|\|\|)|(?P<WS>\s+)|(?P<BAD>.)")
def tokens(expr):
    out = []
    for m in TOKEN.finditer(expr):
        kind = m.lastgroup
        if kind == "WS":
            continue
        out.append((kind, m.group()))
    return out
print(tokens("latency >= 250 && status != 200 || rate*1.5<3 ?"))

masked = re.sub(r"(?<=user=)(\w)\w*", lambda m: m.group(1) + "***", fetch_logs("auth-gw", 3)[2])
print(masked)
print(re.sub(r"(\d+)ms", lambda m: f"{int(m.group(1)) / 1000:.3f}s", "took 250ms then 1200ms"))
print(re.split(r"(\s*[,;]\s*)", "a, b;c ,d"))
print(re.split(r"\W+", "Words, words, words.", maxsplit=1))
print(re.findall(r"(\w+)=(\d+)", "status=500 latency=12ms retries=3"))
print(re.findall(r"\b[A-Z]{3,}\b", "GET the INFO about ERROR and Warning"))
print(re.escape("price: $5.00 (approx) [eur]"))
print(re.sub(r"(?P<k>\w+)=(?P<v>\w+)", r"\g<v>:\g<k>", "a=1 b=2"), re.subn(r"o", "0", "foo boo"))
print(bool(re.search(r"(?i)error", "An Error occurred")), re.match(r"\d+", "abc"), re.fullmatch(r"[a-z]+", "abc1"))
print(re.compile(r"(?P<x>a)|b").groupindex, re.compile("x", re.I | re.M).flags & re.I)
for bad in (r"(?P<lvl>\w+) (?P<lvl>\d+)", r"status=(\d{3}", r"latency=\d+ms)", r"[z-a]", r"*ms", r"(?<=\d+)ms"):
    try:
        re.compile(bad)
    except re.error as e:
        print(f"re.error for {bad!r}: {e} (pos {e.pos})")
print(re.sub(r"^\s+|\s+$", "", "   padded   "), re.sub(r"(?m)^", "> ", "line1\nline2"))
print([m.group(0) for m in re.finditer(r"\d+(?=ms)", "12ms 40s 7ms")], re.search(r"(?<!\d)\d{2}(?!\d)", "123 45 6789").group())

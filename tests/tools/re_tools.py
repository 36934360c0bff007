# re objects alive across tool calls (and snapshots at every pause): a
# Pattern, Matches, a sub with a replacement function that calls a tool.
import re
p = re.compile(r"(?P<city>[A-Z][a-z]+):(?P<n>\d+)", re.M)
text = "Oslo:3\nParis:12\nlima:4\nTokyo:7"
ms = list(p.finditer(text))
first = p.search(text)
for m in ms:
    w = get_weather(m["city"])
    print(m, m.group("city"), m.span("n"), w["temp"])
print(first, first.lastgroup, first.re is p, p)
print(p.sub(lambda m: "%s=%s" % (m["city"], get_weather(m["city"])["temp"]), text))
print(re.sub(r"\d+", lambda m: str(echo(int(m[0]) * 2)), text))
print(p.findall(echo(text)))
# bytes patterns and matches over bytes, bytearray and memoryview subjects,
# held across the pauses
bp = re.compile(rb"(?P<k>\w+)=(?P<v>[^;]*)", re.I | re.L)
raw = b"A=1;b=\xe9\xff;c="
buf = bytearray(raw)
bm = list(bp.finditer(buf))
vm = bp.search(memoryview(raw), 2)
for m in bm:
    print(m, m["k"], m.span("v"), echo(m["k"].decode()))
del buf[3:]
print(bm[1].group(), bm[0].groups(), vm, vm.string[:2].tobytes(), bp, bp.pattern)
print(bp.sub(lambda m: m["v"] + echo(m["k"].decode()).encode(), buf + raw))

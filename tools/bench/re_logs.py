# re: log parsing over about 1 MB of text (findall, finditer with named
# groups, sub with a template and with a function, split, search).
import re

levels = ["INFO", "WARN", "ERROR", "DEBUG"]
paths = ["/api/users", "/api/orders/17", "/static/app.js", "/login", "/api/items?id=42"]
lines = []
for i in range(12000):
    lines.append("2024-03-%02d 12:%02d:%02d %s [worker-%d] GET %s -> %d in %dms user=u%d@example.com"
                 % (i % 28 + 1, i % 60, (i * 7) % 60, levels[i % 4], i % 8, paths[i % 5],
                    200 if i % 11 else 500, (i * 37) % 900, i % 97))
text = "\n".join(lines)
print(len(text))

entry = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>[A-Z]+) "
                   r"\[(?P<worker>[\w-]+)\] (?P<method>GET|POST) (?P<path>\S+) -> (?P<status>\d{3}) "
                   r"in (?P<ms>\d+)ms", re.M)
counts = {}
slow = 0
for m in entry.finditer(text):
    lv = m.group("level")
    counts[lv] = counts.get(lv, 0) + 1
    if int(m["ms"]) > 800:
        slow += 1
print(sorted(counts.items()), slow)

emails = re.findall(r"[\w.]+@[\w.]+\.\w+", text)
print(len(emails), emails[:2])
errors = re.findall(r"^.*\bERROR\b.*-> (5\d\d)", text, re.M)
print(len(errors))
masked = re.sub(r"user=(\w+)@([\w.]+)", r"user=***@\2", text)
print(len(masked), masked[:120])
ids = re.sub(r"\d+", lambda m: "#", text[:200000])
print(len(ids))
parts = re.split(r"\s*->\s*|\s+in\s+", text[:300000])
print(len(parts))
n = 0
for line in lines[:5000]:
    if re.search(r"(?i)api/(users|orders)", line):
        n += 1
print(n)

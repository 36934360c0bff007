"""Text analysis of a tool's document output."""
import re
from collections import Counter
import string
import textwrap

DOC = """\
Baton Quarterly Report -- Q3 2024

Revenue grew 12.5% to $4,203,118.40, driven by the EMEA region (up 31%).
Costs were flat at $2.1M. Contact: finance@example.com, ops-team@example.org.
Next review: 2024-10-15; previous: 2024-07-12.

Risks: supply-chain delays; FX exposure (EUR/USD); staff turnover at 8.2%.
"""

words = re.findall(r"[A-Za-z][A-Za-z'-]*", DOC)
print(len(words), words[:8])
freq = Counter(w.lower() for w in words)
print(freq.most_common(5))
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6])

emails = re.findall(r"[\w.+-]+@[\w-]+\.\w+", DOC)
print(emails)
dates = re.findall(r"(\d{4})-(\d{2})-(\d{2})", DOC)
print(dates)
money = [m.group(0) for m in re.finditer(r"\$[\d,]+(?:\.\d+)?M?", DOC)]
print(money)
pcts = [float(x) for x in re.findall(r"(\d+(?:\.\d+)?)%", DOC)]
print(pcts, f"avg={sum(pcts) / len(pcts):.3f}")

m = re.search(r"Q(?P<q>\d) (?P<year>\d{4})", DOC)
print(m.group("q"), m["year"], m.groupdict(), m.span(), m.start("year"))
print(re.sub(r"\d", "#", "call 555-1234 now"))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home you@work"))
print(re.split(r"[;,]\s*", "a, b;c ,d"))
print(re.fullmatch(r"[a-z]+", "abc") is not None, re.match(r"b", "abc"))
print(re.sub(r"(?i)baton", lambda m: m.group(0).upper(), "Baton baton BATON"))

lines = DOC.splitlines()
print(len(lines), [len(l) for l in lines])
nonblank = [l for l in lines if l.strip()]
print(max(nonblank, key=len))
print(textwrap.fill(lines[2], width=40))
print(textwrap.shorten(lines[3], width=50, placeholder=" [...]"))
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.dedent("    x\n      y\n    z"))
print(textwrap.wrap("The quick brown fox jumps over the lazy dog", 12))

title = lines[0]
print(title.title(), title.swapcase(), title.center(40, "="), sep="\n")
print(title.partition("--"), title.rpartition(" "))
print("-".join(w.capitalize() for w in "snake_case_name".split("_")))
print("CamelCaseString".translate(str.maketrans("", "", string.ascii_lowercase)))
print(re.sub(r"(?<!^)(?=[A-Z])", "_", "CamelCaseString").lower())
tbl = str.maketrans({"a": "4", "e": "3", "o": None})
print("hello operator".translate(tbl))
print(string.capwords("hello   world  again"), string.punctuation[:10])
print("{:>10}|{:^10}|{:<10}|".format("right", "mid", "left"))
print("%-8s|%8.3f|%+05d|%x|%o|%e" % ("pct", 3.14159, 42, 255, 8, 12345.678))
print("%(name)s is %(age)d" % {"name": "Ann", "age": 33})
counts = Counter(c for c in DOC.lower() if c.isalpha())
print("".join(c for c, _ in counts.most_common(10)))
print(sum(counts.values()), counts["e"], counts["z"])

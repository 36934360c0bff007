"""Build a Markdown changelog from task records: conventional-commit style
messages parsed with a regex, grouped by type with itertools.groupby,
scopes bolded with re.sub callbacks, wrapped bullet text, a contributors
table with ljust/rjust, and anchors slugified."""
import re
import textwrap
from itertools import groupby
from collections import Counter
from datetime import date

tasks = list_tasks()
commits = []
kinds = ["feat", "fix", "docs", "perf", "feat!", "chore"]
for i, t in enumerate(tasks):
    scope = t["title"].split()[0].lower()
    msg = f"{kinds[i % len(kinds)]}({scope}): {t['title'].lower()} for release, estimated {t['estimate_h']}h — see #{100 + i}"
    commits.append({"msg": msg, "author": t["owner"], "deps": t["deps"]})
commits += [{"msg": "fix: handle `None` in api responses (#77)", "author": "ken", "deps": []},
            {"msg": "not a conventional message", "author": "ada", "deps": []},
            {"msg": "feat(api)!: drop v1 endpoints; BREAKING CHANGE for clients", "author": "grace", "deps": ["T3"]}]

CC = re.compile(r"^(?P<type>[a-z]+)(?:\((?P<scope>[\w-]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
TITLES = {"feat": "Features", "fix": "Bug Fixes", "docs": "Documentation", "perf": "Performance", "chore": "Chores"}

parsed, skipped = [], []
for c in commits:
    m = CC.match(c["msg"])
    if not m:
        skipped.append(c["msg"])
        continue
    d = m.groupdict()
    d["breaking"] = bool(d["bang"]) or "BREAKING CHANGE" in d["desc"]
    d["author"] = c["author"]
    parsed.append(d)


def linkify(text):
    text = re.sub(r"#(\d+)", lambda m: f"[#{m[1]}](https://tracker.example/{m[1]})", text)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    return re.sub(r"\b(api|docs|schema)\b", lambda m: m[0].upper(), text)


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


version, today = "2.4.0", date(2024, 6, 3)
out = [f"# Changelog", "", f"## [{version}] - {today:%Y-%m-%d}", ""]
breaking = [p for p in parsed if p["breaking"]]
if breaking:
    out += ["### ⚠ BREAKING CHANGES", ""]
    out += [f"* {linkify(p['desc'])}" for p in breaking] + [""]
order = list(TITLES)
parsed.sort(key=lambda p: (order.index(p["type"]) if p["type"] in order else 99, p["scope"] or "", p["desc"]))
for kind, group in groupby(parsed, key=lambda p: p["type"]):
    title = TITLES.get(kind, kind.title())
    out += [f"### {title}", f"<a id=\"{slug(version + ' ' + title)}\"></a>", ""]
    for p in group:
        scope = f"**{p['scope']}:** " if p["scope"] else ""
        bullet = textwrap.fill(scope + linkify(p["desc"]) + f" (@{p['author']})", width=78,
                               initial_indent="* ", subsequent_indent="  ", break_on_hyphens=False)
        out.append(bullet)
    out.append("")
print("\n".join(out))
authors = Counter(p["author"] for p in parsed)
w = max(map(len, authors))
print("| " + "author".ljust(w) + " | commits |")
print("|" + "-" * (w + 2) + "|--------:|")
for a, n in sorted(authors.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"| {a.ljust(w)} | {str(n).rjust(7)} |")
print("skipped:", skipped)
print(slug("Bug Fixes & More!"), linkify("see #1 and `x`"), CC.match("feat!: x").groupdict())

# Render a markdown status report (headings, nested bullets, a table, a code fence) from several tools, using str methods heavily.
import textwrap
from datetime import date

def h(level, text):
    return "#" * level + " " + text

def table(headers, rows, align):
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    def fmt(cells):
        out = []
        for c, w, a in zip(cells, widths, align):
            c = str(c)
            out.append(c.rjust(w) if a == "r" else c.center(w) if a == "c" else c.ljust(w))
        return "| " + " | ".join(out) + " |"
    sep = "|" + "|".join(("-" * (w + 1) + ":") if a == "r" else (":" + "-" * w + ":") if a == "c" else "-" * (w + 2) for w, a in zip(widths, align)) + "|"
    return "\n".join([fmt(headers), sep] + [fmt(r) for r in rows])

lines = [h(1, "Weekly status — " + date(2024, 6, 14).strftime("%d %B %Y")), ""]
tasks = list_tasks()
lines.append(h(2, "Tasks by owner"))
for owner in sorted({t["owner"] for t in tasks}):
    mine = [t for t in tasks if t["owner"] == owner]
    lines.append(f"- **{owner.capitalize()}** ({sum(t['estimate_h'] for t in mine)}h)")
    for t in sorted(mine, key=lambda t: t["priority"]):
        deps = f" _(after {', '.join(t['deps'])})_" if t["deps"] else ""
        lines.append(f"  - [{' ' if t['priority'] > 2 else 'x'}] `{t['id']}` {t['title']}{deps}")
lines += ["", h(2, "Weather at offices")]
rows = []
for city in ("Paris", "Tokyo", "Oslo"):
    w = get_weather(city)
    rows.append((city, f"{w['temp']:.1f}", w["sky"].title(), f"{w['wind_kmh']} km/h"))
lines.append(table(("City", "Temp", "Sky", "Wind"), rows, "lrcr"))
lines += ["", h(2, "Reading")]
for hit in search_docs("patterns logs", limit=2):
    d = read_doc(hit["id"])
    lines.append(f"> **{d['title']}**  ")
    lines.extend("> " + l for l in textwrap.wrap(d["body"], 50))
lines += ["", "```json", '{"ok": true}', "```"]
report = "\n".join(lines)
print(report)
print("---")
print(len(report.splitlines()), "lines,", report.count("`"), "backticks,", sum(map(str.isupper, report)), "capitals")
words = [w.strip(".,()_*`>#-[]:") for w in report.split()]
print(sorted({w.lower() for w in words if w.istitle() and len(w) > 5})[:8])
print(report.find("Oslo"), report.rfind("|"), report.index("Tasks"), report.startswith(("#", ">")), report.endswith("```"))

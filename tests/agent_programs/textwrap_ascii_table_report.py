# A plain-text ops report: boxed tables, wrapped cells, shortened titles.
import textwrap

docs = [read_doc(d) for d in ("d1", "d2", "d3", "d4", "d5", "d6")]
users = {u["id"]: u for u in (get_user(i) for i in (1, 2, 3, 4))}

def box_table(headers, rows, widths, aligns):
    def hline(l, m, r, fill="─"):
        return l + m.join(fill * (w + 2) for w in widths) + r
    out = [hline("┌", "┬", "┐")]
    out.append("│" + "│".join(f" {h:^{w}} " for h, w in zip(headers, widths)) + "│")
    out.append(hline("╞", "╪", "╡", "═"))
    for row in rows:
        cells = [textwrap.wrap(str(c), w) or [""] for c, w in zip(row, widths)]
        height = max(map(len, cells))
        for i in range(height):
            parts = []
            for cell, w, a in zip(cells, widths, aligns):
                text = cell[i] if i < len(cell) else ""
                parts.append(f" {text:{a}{w}} ")
            out.append("│" + "│".join(parts) + "│")
    out.append(hline("└", "┴", "┘"))
    return "\n".join(out)

rows = [(d["id"], textwrap.shorten(d["title"], width=22, placeholder=" …"), d["body"], len(d["body"].split()))
        for d in docs]
print(box_table(["id", "title", "summary", "words"], rows, [3, 22, 34, 5], ["<", "<", "<", ">"]))

print()
for d in docs[:2]:
    print(textwrap.fill(d["body"], width=36, initial_indent=f"{d['id']}: ", subsequent_indent=" " * 4))
print(textwrap.fill("x" * 50, width=20))
print(textwrap.fill("short words only " * 4, width=25, max_lines=2, placeholder="[...]"))
print(textwrap.wrap("supercalifragilistic expialidocious", width=8, break_long_words=False))
print(textwrap.wrap("a-very-long-hyphenated-identifier here", width=10))
print(textwrap.wrap("tabs\tand\tspaces  here", width=12, tabsize=4, expand_tabs=True))
print(textwrap.wrap("  leading and trailing  ", width=40, drop_whitespace=False))

note = """\
    Incident summary:
      - api latency up
      - retries exhausted

    Owner: on-call
"""
ded = textwrap.dedent(note)
print(ded, end="")
print(textwrap.indent(ded, "> ", predicate=lambda line: line.strip() != ""), end="")
print(repr(textwrap.indent("a\n\nb\n", "+ ")))

print()
print(f"{'users':=^44}")
for uid, u in users.items():
    tier = u["tier"].upper()
    print(f"{uid:>3} │ {u['name']:.<20}{tier:.>12} │ {'yes' if u['active'] else 'no':^5}")
print(f"{'':=^44}")
print("col\tval\tnote".expandtabs(8), "|", "a\tbb\tccc".expandtabs(4), "|", "x".center(7, "*"), "x".ljust(4, "-") + "|", "7".zfill(4), "-7".zfill(4), "+7".rjust(4, "0"))
print(textwrap.shorten("Hello   world,  this is   a test", width=12), "|", textwrap.shorten("tiny", 10))
try:
    textwrap.shorten("anything at all", width=3, placeholder="....")
except ValueError as e:
    print("ValueError:", e)
w = textwrap.TextWrapper(width=30, fix_sentence_endings=True, initial_indent="* ")
print(w.fill("First sentence. Second one! A third? Mr. Smith came."))

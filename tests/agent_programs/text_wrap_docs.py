# Search docs, read the hits and render a wrapped, indented digest with a markdown table.
import textwrap

def render_doc(doc, width=48):
    head = f"{doc['title']} [{doc['id']}]"
    body = textwrap.fill(doc["body"], width=width, initial_indent="  > ", subsequent_indent="    ")
    return f"{head}\n{'~' * len(head)}\n{body}"

seen = {}
for q in ["api retry", "cache stale data", "graph cycles", "nothing matches here"]:
    hits = search_docs(q, limit=2)
    print(f"query {q!r}: {[h['id'] for h in hits] or 'no hits'}")
    for h in hits:
        seen.setdefault(h["id"], h)

print()
for doc_id in sorted(seen):
    print(render_doc(read_doc(doc_id)))
    print()

rows = [(d["id"], textwrap.shorten(d["title"], width=24, placeholder=" …"), ", ".join(d["tags"]), d["updated"]) for d in seen.values()]
widths = [max(len(str(r[i])) for r in rows + [("id", "title", "tags", "updated")]) for i in range(4)]
def line(cells):
    return "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"
print(line(("id", "title", "tags", "updated")))
print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
for r in sorted(rows, key=lambda r: r[3], reverse=True):
    print(line(r))

try:
    read_doc("d99")
except FileNotFoundError as e:
    print("missing:", e, e.args, isinstance(e, OSError))
note = """
    Remember:
      - compile patterns once
      - cap the delay
    """
print(textwrap.dedent(note).strip())
print(textwrap.indent("a\n\nb", "+ "), textwrap.indent("a\n\nb", "> ", lambda l: True), sep="\n")
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10))
print(textwrap.wrap("short words here", 10, break_long_words=False, max_lines=1, placeholder="..."))
print("Title Case".center(20, "*"), "x".rjust(3, "0"), "tab\there".expandtabs(4), "ok".zfill(5))

"""Assemble a plain-text newsletter from docs: string.Template with $-fields,
safe_substitute for partial data, textwrap.fill/indent/shorten/dedent, a
custom Template delimiter, and a boxed table."""
import textwrap
from string import Template, ascii_uppercase, capwords
from collections import OrderedDict


class PctTemplate(Template):
    delimiter = "%"
    idpattern = r"[a-z][_a-z0-9]*"


HEADER = Template(textwrap.dedent("""\
    ==== $title ====
    Issue #${issue} · $date
    Dear ${reader},
    """))
ITEM = Template("[$n] $title (updated $updated)\n$body\nTags: $tags\n")
FOOTER = PctTemplate("-- %sender, %{team} team | unsubscribe: %url")

hits = search_docs("api rate caching retry", limit=5)
items = []
for n, h in enumerate(hits, 1):
    doc = read_doc(h["id"])
    body = textwrap.fill(doc["body"], width=46, initial_indent="    ", subsequent_indent="    ")
    items.append(ITEM.substitute(n=n, title=capwords(doc["title"]), updated=doc["updated"],
                                 body=body, tags=", ".join(sorted(doc["tags"]))))

print(HEADER.substitute(title="Reliability Digest", issue=7, date="2024-06-03", reader="Ada"))
for it in items:
    print(it)
print(FOOTER.substitute(sender="Grace", team="platform", url="https://ex.com/u?id=1"))
print()

partial = Template("Hi $name, your plan $plan renews on $date. Cost: $$${price}.")
print(partial.safe_substitute(name="Alan", price="29.00"))
print(partial.safe_substitute({"name": "Ken"}, plan="pro"))
for bad in [dict(name="X"), dict(name="X", plan="p", date="d", price=1)]:
    try:
        print(partial.substitute(bad))
    except KeyError as e:
        print("KeyError:", e)
for tpl in ["cost $ 5", "${unclosed", "ok $1abc"]:
    try:
        print(Template(tpl).substitute(unclosed=1))
    except ValueError as e:
        print("ValueError:", e)
print(Template("$a$b ${a}x $$a").substitute(a=1, b=2), Template("$who").template)
print(sorted(Template("$a ${b} $$c $d").get_identifiers()), Template("$a $$").is_valid(), Template("$").is_valid())

long = " ".join(read_doc(d)["body"] for d in ["d2", "d3", "d5"])
print(textwrap.shorten(long, width=60))
print(textwrap.shorten(long, width=60, placeholder=" [more]"))
print(textwrap.shorten("tiny", width=10), "|", textwrap.shorten("   lots    of   space   ", 12))
wrapped = textwrap.wrap(long, width=30, max_lines=4, placeholder="…")
print("\n".join(wrapped))
print(textwrap.indent("a\n\nb\n  c\n", "> "))
print(textwrap.indent("a\n\nb\n", "+ ", predicate=lambda line: True), end="")
print(textwrap.dedent("   x\n     y\n\t\n   z"))
w = textwrap.TextWrapper(width=24, break_long_words=False, break_on_hyphens=True, expand_tabs=True, tabsize=4)
print(w.wrap("super-long-hyphenated-identifier-here and\ta tab plus an_extremely_long_token_without_breaks"))
print(textwrap.wrap("A sentence. Another one!  Third?", width=15, fix_sentence_endings=True))
print(textwrap.fill("x" * 30, width=10), textwrap.wrap("", 5), textwrap.wrap("   ", 5, drop_whitespace=False))

rows = OrderedDict((h["id"], (h["title"], h["score"])) for h in hits)
width = max(len(t) for t, _ in rows.values())
line = "+" + "-" * (width + 2) + "+-------+"
print(line)
for k, (t, sc) in rows.items():
    print(f"| {t:<{width}} | {sc:>5} |")
print(line)
print(ascii_uppercase[:5], capwords("  hello   wORLD-wide  web "), capwords("a-b c-d", "-"))
try:
    textwrap.TextWrapper(width=0).wrap("abc")
except ValueError as e:
    print("ValueError:", e)
try:
    textwrap.wrap("abcdef ghi", width=5, max_lines=1, placeholder=" [...]")
except ValueError as e:
    print("ValueError:", e)

# Release notes from tasks and docs: textwrap.fill/indent/dedent/shorten, html.escape, str methods.
import html
import textwrap

tasks = list_tasks()
intro = textwrap.dedent("""\
    Release notes
    =============
      This release contains work from the whole team. Each item below links to
      its task & owner; <b>bold</b> items are high priority.
    """)
print(intro)
for t in sorted(tasks, key=lambda t: (t["priority"], t["id"])):
    bullet = f"[{t['id']}] {t['title']} -- owner {t['owner']}, {t['estimate_h']}h, after {', '.join(t['deps']) or 'nothing'}"
    print(textwrap.fill(bullet, width=44, initial_indent="  * ", subsequent_indent="    "))
doc = read_doc("d2")
body = doc["body"] + " " + doc["body"].upper()
print(textwrap.shorten(body, width=60, placeholder=" [...]"))
print(textwrap.wrap(body, 30)[:3], len(textwrap.wrap(body, 30, max_lines=2, placeholder="~")))
print(textwrap.indent("line one\n\nline three\n", "> "), end="")
print(textwrap.indent("a\n\nb", "+ ", predicate=lambda ln: True))
print(textwrap.fill("a-very-long-hyphenated-word-that-must-break somewhere", width=15, break_on_hyphens=True))
print(textwrap.fill("averyveryverylongwordwithoutspaces", width=10, break_long_words=True))
print(textwrap.fill("tabs\there and  double  spaces", width=40, expand_tabs=True, replace_whitespace=True))
w = textwrap.TextWrapper(width=25, fix_sentence_endings=True, drop_whitespace=True)
print(w.wrap("First sentence.  Second one. Third?  Yes."))
rows = [(html.escape(t["title"] + " <&> 'q'"), html.escape(t["owner"], quote=False)) for t in tasks[:3]]
table = "\n".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in rows)
print(table)
print(html.unescape("&lt;p&gt;caf&eacute; &amp; &#8212; &#x41; &copy;&nbsp;x&bogus;"))
print("Title Case Me".swapcase(), "ünïcode".title(), "  x  ".center(9, "*"), "tab\tsep".expandtabs(4), "ab".zfill(5), "-5".zfill(4))
print("a,b,,c".split(","), "a b  c".split(), "k=v=w".rpartition("="), "line1\r\nline2\n".splitlines(keepends=True), "Straße".casefold())

# Runbook builder: docs from the knowledge base wrapped with textwrap (fill, wrap options, shorten, indent, dedent) and structures shown with pprint at several widths.
import textwrap
import pprint
from dataclasses import dataclass, field

hits = search_docs("retry cache rate limit jobs", limit=5)
print(f"{len(hits)} docs")
for h in hits:
    doc = read_doc(h["id"])
    head = f"[{doc['id']}] {doc['title']}"
    print(head)
    print("=" * len(head))
    print(textwrap.fill(doc["body"], width=36, initial_indent="  * ", subsequent_indent="    "))
    print(textwrap.shorten(doc["body"], width=40, placeholder=" [...]"))
    print()
w = textwrap.TextWrapper(width=28, break_long_words=False, break_on_hyphens=True, max_lines=3, placeholder=" (more)")
print(w.wrap("A token-bucket rate-limiter refills continuously; supercalifragilisticexpialidocious words stay whole when they overflow the width."))
print(textwrap.wrap("tabs\tare\texpanded and   spaces   collapsed?", width=15, expand_tabs=True, replace_whitespace=True, drop_whitespace=False))
print(textwrap.wrap("Sentence one.  Sentence two. Three", width=20, fix_sentence_endings=True))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10), textwrap.fill("x" * 25, 10))
block = textwrap.dedent("""\
    steps:
      - drain node
      - restart
    # comment
    """)
print(block)
print(textwrap.indent(block, "| ", predicate=lambda l: not l.lstrip().startswith("#")))
print(textwrap.indent("a\n\nb\n", "> "))

@dataclass
class Step:
    name: str
    cmds: list = field(default_factory=list)
    timeout_s: int = 30

runbook = {
    "service": "billing",
    "owners": ["ada", "grace"],
    "steps": [Step("drain", ["kubectl drain node-7 --ignore-daemonsets"]), Step("restart", ["systemctl restart billing"], 120)],
    "thresholds": {"p99_ms": 850, "error_rate": 0.02, "nested": {"deep": {"deeper": list(range(12))}}},
    "docs": [h["id"] for h in hits],
    "weather": get_weather("Oslo"),
}
pprint.pprint(runbook)
pprint.pprint(runbook, width=50, sort_dicts=False, compact=True)
print(pprint.pformat(runbook, depth=2))
print(pprint.pformat(list(range(30)), width=40, compact=True))
print(pprint.pformat({"k": "a long string value " * 4}, width=40))
print(pprint.pformat((1, (2, (3, (4, (5,))))), width=10))
print(pprint.saferecursive if hasattr(pprint, "saferecursive") else pprint.isrecursive([1]), pprint.isreadable({"a": 1}), pprint.isreadable(object()))
loop = {"name": "loop"}
loop["self"] = loop
print(pprint.pformat(loop).split(" with id=")[0], pprint.pformat([frozenset({3, 1, 2}), {3, 1}, set()], width=20))
pp = pprint.PrettyPrinter(indent=4, width=30, underscore_numbers=True)
pp.pprint({"big": 12345678, "items": [10 ** 6, 2.5, "x"]})

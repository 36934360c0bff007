import difflib
import textwrap
from dataclasses import dataclass
from typing import Dict, List


@dataclass
class Revision:
    doc_id: str
    old: List[str]
    new: List[str]

    @property
    def ratio(self) -> float:
        return difflib.SequenceMatcher(None, "\n".join(self.old), "\n".join(self.new)).ratio()


def sentences(text: str) -> List[str]:
    return [s.strip() + "." for s in text.split(".") if s.strip()]


EDITS: Dict[str, Dict[str, str]] = {
    "d1": {"five": "three", "Cap the delay": "Cap the delay at 30 seconds"},
    "d3": {"Compile patterns once": "Compile patterns once and reuse them"},
    "d5": {},
}

revs: List[Revision] = []
for doc_id, edits in EDITS.items():
    body = read_doc(doc_id)["body"]
    new = body
    for a, b in edits.items():
        new = new.replace(a, b)
    revs.append(Revision(doc_id, sentences(body), sentences(new)))

for r in revs:
    print(f"=== {r.doc_id} similarity {r.ratio:.3f}")
    diff = list(difflib.unified_diff(r.old, r.new, fromfile=f"{r.doc_id}@v1", tofile=f"{r.doc_id}@v2", lineterm="", n=1))
    print("\n".join(diff) if diff else "(no changes)")
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, r.old, r.new).get_opcodes():
        if tag != "equal":
            print(f"  {tag:<7} old[{i1}:{i2}] -> new[{j1}:{j2}]")

titles = [d["title"] for d in search_docs("the a with for", limit=6)] or ["Retry strategies for flaky APIs"]
for typo in ["Retry stratgies", "rate limting", "cachng api", "zzz"]:
    print(f"{typo!r:>18} -> {difflib.get_close_matches(typo, titles + ['Rate limiting', 'Caching API'], n=2, cutoff=0.5)}")
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["one\n", "tree\n", "three\n", "four\n"])), end="")
sm = difflib.SequenceMatcher(None, "abcd efgh", "abxd efgz")
print(sm.get_matching_blocks(), round(sm.quick_ratio(), 4), sm.find_longest_match(0, 9, 0, 9))
for line in difflib.context_diff(["a\n", "b\n"], ["a\n", "c\n"], "x", "y"):
    print(line, end="")
print(textwrap.TextWrapper(width=30, max_lines=2, placeholder=" …").fill(read_doc("d2")["body"]))

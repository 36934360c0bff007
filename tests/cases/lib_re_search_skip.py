# Searches that skip start positions: '^' under MULTILINE (only after a
# newline), patterns whose first code point is known (literals, classes,
# branches, repeats of at least one, after marks and assertions), and the
# ones that must try everywhere (optional first items, lookbehind, empty
# matches) - in ASCII and non-ASCII subjects, with pos/endpos.
import re

texts = ["alpha 12\nbeta 345\n\ngamma 6\n", "é1\nß22\n\n333 ü\nend", "\n\nx\n", "no newline 7",
         "ab" * 30 + "\nab1"]
pats = [(r"^\w+", re.M), (r"^$", re.M), (r"^\d+", re.M), (r"^(?:beta|gamma) (\d+)$", re.M),
        (r"\d+", 0), (r"(?P<n>\d)(\d)?", 0), (r"\b[a-z]{2,}\b", 0), (r"(?:ab|ß|\n)+", 0),
        (r"x?\d", 0), (r"(?<=a)b", 0), (r"[^\W\d]+", 0), (r"(?i)[A-Z]\d", 0), (r"(a|)\d", 0),
        (r"(?:\s|^)\S", re.M), (r"$", re.M), (r"\n^", re.M), (r"(?=\d)\d\d", 0), (r"[é-ü]+", 0)]
for p, f in pats:
    rx = re.compile(p, f)
    for t in texts:
        print(repr(p), [m.span() for m in rx.finditer(t)], rx.findall(t)[:6],
              rx.sub("<>", t)[:40], rx.search(t, 3, len(t) - 1))
print(re.split(r"^", "a\nb\nc", flags=re.M))
print(re.findall(r"^.*\bERROR\b.*-> (5\d\d)", "x ERROR y -> 500\nok -> 500\nERROR -> 503\n", re.M))

# Character classes decided by their ASCII map (ASCII code points) and by
# their items (the rest): negation, ranges, categories, IGNORECASE in
# ASCII and Unicode mode, in ASCII-only and non-ASCII subjects, repeated
# (the counting loop) and single.
import re

subjects = ["Hello, World_42! tab\there", "ÀÉÎõü straße KELVIN \u212a k K",
            "abc-XYZ_019 []^\\ ~\x7f\x00", "ǅǆǄ ΣσςΣ İıiI ſsS", "x" * 40 + "!"]
patterns = [r"[a-z]+", r"[^a-z]+", r"[A-Z0-9_]+", r"[\w]+", r"[^\w\s]+", r"[\d\s]",
            r"[\]\^\\-]+", r"[^\x00-\x7f]+", r"[\x00-\x1f\x7f]", r"[a-fA-F\d]{2,}",
            r"[^\W\d]+", r"[.!,]", r"[k]+", r"[^k]+", r"[s-t]+", r"[ß-ü]+", r"[σ]",
            r"[İi]", r"[\S]+", r"[^\S\n]+"]
for flags in (0, re.I, re.A, re.I | re.A):
    for p in patterns:
        rx = re.compile(p, flags)
        print(flags, p, [rx.findall(s) for s in subjects])
print(re.sub(r"[^a-z0-9]+", "-", "Hello, World! 2024 -- ÀÉ ok", flags=re.I))
print(re.split(r"[,;]\s*", "a, b;c ,d;  e"))
print(re.fullmatch(r"[\w.]+@[\w.]+\.\w+", "user.name@example.co.uk"))
print(re.findall(r"[\w.]+@[\w.]+\.\w+", "mail u1@example.com and ü2@exämple.de."))

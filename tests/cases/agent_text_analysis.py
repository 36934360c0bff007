import re
import string
from collections import Counter
from typing import List, Tuple
import math

DOCS = {
    "doc1": "The quick brown fox jumps over the lazy dog. The dog sleeps!",
    "doc2": "A fox is quick; a dog is lazy. Foxes and dogs: natural rivals?",
    "doc3": "Python's re module handles regular expressions — fast & flexible.",
    "doc4": "Dogs, dogs, DOGS. Everyone loves dogs (and some love foxes).",
}
STOP = {"the", "a", "is", "and", "over", "some", "s"}

def tokenize(text: str) -> List[str]:
    return [w for w in re.findall(r"[a-z']+", text.lower()) if w not in STOP]

tf = {name: Counter(tokenize(t)) for name, t in DOCS.items()}
df = Counter(w for c in tf.values() for w in c)
N = len(DOCS)

def tfidf(name: str) -> List[Tuple[str, float]]:
    c = tf[name]
    total = sum(c.values())
    scores = {w: (n / total) * math.log(N / df[w]) for w, n in c.items()}
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))

for name in DOCS:
    top = tfidf(name)[:3]
    print(name, ", ".join(f"{w}={s:.3f}" for w, s in top))

print(df.most_common(4))
all_words = sum(tf.values(), Counter())
print(len(all_words), all_words.total(), all_words["dogs"])
print((tf["doc1"] & tf["doc2"]), (tf["doc1"] - tf["doc2"]).most_common(2))
sentences = re.split(r"(?<=[.!?])\s+", " ".join(DOCS.values()))
print(len(sentences), [len(s.split()) for s in sentences])
print(re.sub(r"\b(\w)(\w*)\b", lambda m: m.group(1).upper() + m.group(2), DOCS["doc1"]))
print(DOCS["doc3"].translate(str.maketrans("", "", string.punctuation)))
print(re.findall(r"\b\w+(?=s\b)", DOCS["doc4"]), re.findall(r"(?i)dogs?", DOCS["doc4"]))
caps = string.capwords("hello   world  of python")
print(caps, string.ascii_lowercase[:5], string.digits, repr(string.whitespace))
words = sorted(set(re.findall(r"\w+", " ".join(DOCS.values()).lower())), key=lambda w: (-len(w), w))
print(words[:5])
print(re.subn(r"o", "0", "foo boo"), re.escape("a.b*c?"), re.split(r"[,;]\s*", "a, b;c ,d"))
m = re.search(r"(?P<word>\w+)'s", DOCS["doc3"])
print(m, m.span(), m.groupdict(), m.start("word"), m.expand(r"<\g<word>>"))
pat = re.compile(r"(\w+) (\w+)", re.I)
print(pat, pat.pattern, pat.groups, pat.flags & re.I == re.I)
print([m.group(0) for m in pat.finditer("one two three four five")])
print(f"{'word':<10}|{'count':^7}|{'bar'}")
for w, n in all_words.most_common(5):
    print(f"{w:<10}|{n:^7}|{'*' * n}")
print("avg word len: %.3f" % (sum(len(w) * n for w, n in all_words.items()) / all_words.total()))
print("%-8s%5d%8.2f%%" % ("dogs", 7, 43.75), "%x %o %e %r" % (255, 8, 12345.678, "s"))

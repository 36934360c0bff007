# Text analytics over documents: tokenising, n-grams, TF-IDF, keyword-in-context.
import math
import re
import string
import unicodedata
from collections import Counter

docs = {d["id"]: read_doc(d["id"]) for d in search_docs("the a of", limit=6)}
docs["x1"] = {"title": "Café notes", "body": "Naïve caching in a café — déjà vu! Cache, cache, CACHE; it's the cache's fault."}

def normalize(text):
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return text.lower()

TOKEN = re.compile(r"[a-z]+(?:'[a-z]+)?")
tokens = {k: TOKEN.findall(normalize(d["title"] + " " + d["body"])) for k, d in docs.items()}
for k in sorted(tokens):
    print(k, len(tokens[k]), tokens[k][:6])

df = Counter(w for toks in tokens.values() for w in set(toks))
N = len(tokens)
def tfidf(doc_id):
    tf = Counter(tokens[doc_id])
    total = sum(tf.values())
    return {w: (c / total) * math.log(N / df[w]) for w, c in tf.items()}
for k in sorted(tokens):
    top = sorted(tfidf(k).items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    print(f"{k}: " + ", ".join(f"{w}={s:.3f}" for w, s in top))

bigrams = Counter(zip(*(tokens["x1"][i:] for i in range(2))))
print(bigrams.most_common(3))
trigrams = Counter(" ".join(g) for toks in tokens.values() for g in zip(toks, toks[1:], toks[2:]))
print([g for g, c in trigrams.items() if c > 1][:5])

def kwic(word, width=18):
    for k in sorted(docs):
        body = docs[k]["body"]
        for m in re.finditer(rf"\b{re.escape(word)}\b", body, re.I):
            left = body[max(0, m.start() - width):m.start()].rjust(width)
            right = body[m.end():m.end() + width].ljust(width)
            yield f"{k:>3} {left}[{m.group()}]{right}"
for line in kwic("cache"):
    print(line)
print(string.punctuation, string.ascii_letters[:5], string.capwords("hello   wide world"))
trans = str.maketrans("", "", string.punctuation)
print(docs["x1"]["body"].translate(trans))
print(unicodedata.name("é"), unicodedata.category("—"), unicodedata.normalize("NFC", "e\u0301") == "é", len("déjà"), len(normalize("déjà")))
vocab = sorted(df, key=lambda w: (-df[w], w))[:8]
print(vocab, f"{sum(len(t) for t in tokens.values()) / N:.2f} tokens/doc")

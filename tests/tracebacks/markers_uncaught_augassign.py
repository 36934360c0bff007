# a subscript inside an augmented assignment, then the call chain above it
counts = {}

def bump(word):
    counts[word] += 1

def run(words):
    return [bump(w) for w in words]

run(["a"])

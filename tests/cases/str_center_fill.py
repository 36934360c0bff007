for w in [-1, 0, 3, 4, 5, 6, 7, 8]:
    print(w, repr('abc'.center(w)), repr('ab'.center(w, '*')), repr(''.center(w, 'é')))
print(repr('é€'.center(6, '𝔘')))
print(repr('x'.center(True)), repr('x'.center(3, '\t')))
print(len('a'.center(1000)))

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['Hello World', 'ABC abc 123', '', 'ß', 'ẞ', 'ǅ', 'ΣΑΣ', 'ΑΣ', 'ﬁ', 'İi', 'µ', 'ΐ', 'Straße']:
    print(repr(s), repr(s.swapcase()), repr(s.swapcase().swapcase()))
show(lambda: 'a'.swapcase(1))

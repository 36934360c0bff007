def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['Hello', 'ß', 'Straße', 'ẞ', 'ﬁ', 'İ', 'ΣΑΣ', 'µ', 'ſ', 'Ꭰᏸ', '𐐀', 'ǅ', 'ŉ', 'ΐ', '']:
    print(repr(s), repr(s.casefold()), len(s.casefold()))
print('STRASSE'.casefold() == 'straße'.casefold())
show(lambda: 'a'.casefold(None))

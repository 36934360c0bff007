def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['hello world', 'HELLO', 'hELLO wORLD', '', 'a', '1abc', ' x', 'ßtraße', 'ǆemal', 'ﬁsh', 'éCOLE', 'ΣΑΣ', 'aΣ', 'ŉa', 'ǅ']:
    print(repr(s), repr(s.capitalize()))
show(lambda: 'a'.capitalize(1))
show(lambda: 'a'.capitalize(x=1))
print(str.capitalize('mIxEd'))

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['hello world', "they're bill's friends", 'HELLO WORLD', 'hello_world-foo bar', '3rd place', 'a1b2c3', 'ǆemal ǉubav', 'ßa ßb', 'ﬁsh ﬂy', 'éCOLE été', 'ΣΑΣ σας', '', ' ', 'x', '中文abc def']:
    print(repr(s), repr(s.title()))
show(lambda: 'a'.title(None))

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['abc', 'abc1', 'ABC', '', ' ', 'a b', 'é', 'ñandú', 'Ελληνικά', 'Кириллица', '中文字', 'ひらがな', 'a_b', '½', '²', '٣', 'Ⅻ', '𝔘', 'ǅ', 'ª', '́']:
    print(repr(s), s.isalpha(), s.isalnum(), s.isascii())
print(''.isascii(), 'abc\x7f'.isascii(), 'é'.isascii())
show(lambda: 'a'.isalpha(1))
show(lambda: 'a'.isalnum(k=1))

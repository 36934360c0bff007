for s in ['abc', '', ' ', '\t', '\n', '\x0b\x0c\r', '\x1c\x1d\x1e\x1f', '\x85', '\xa0', '\u1680', '\u2000\u200a', '\u200b', '\u2028\u2029', '\u202f\u205f\u3000', '\ufeff', '\x7f', '\xad', 'é', '\U0001F600', '\ue000', '\u0378', ' a ']:
    print(ascii(s), s.isspace(), s.isprintable())

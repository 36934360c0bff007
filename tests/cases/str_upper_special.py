for s in ['ß', 'straße', 'ŉ', 'ǰ', 'ΐ', 'ΰ', 'և', 'ﬀ', 'ﬁ', 'ﬂ', 'ﬃ', 'ﬄ', 'ﬅ', 'ﬆ', 'ﬓ', 'ᾀ', 'ᾳ', 'ῳ', 'ẖ', 'ẚ', 'İ']:
    print(repr(s), repr(s.upper()), repr(s.title()), repr(s.lower()), len(s.upper()))

for s in ['abc', 'Abc', 'ABC', 'abc1', 'ABC1', '123', '', ' ', 'ß', 'ǅ', 'ǆ', 'Ǆ', 'ª', 'ʰ', 'é', 'É', 'σς', 'ΣΑΣ', 'ⓐ', 'Ⓐ', 'ᵃ', '\u0345', 'i̇']:
    print(repr(s), s.islower(), s.isupper())

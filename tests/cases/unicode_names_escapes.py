# "\N{...}" escapes: names, aliases, case, rule-named characters, f-strings,
# bytes (where \N is not an escape), raw strings
print(ascii("\N{EM DASH}"), ascii("\N{em dash}"), ascii("\N{Em Dash}"))
print(ascii("a\N{LATIN SMALL LETTER E WITH ACUTE}b"))
print(ascii("\N{LINE FEED}\N{LF}\N{NEW LINE}\N{NULL}\N{BYTE ORDER MARK}"))
print(ascii("\N{HANGUL SYLLABLE GAG}\N{HANGUL SYLLABLE A}\N{HANGUL SYLLABLE HIH}"))
print(ascii("\N{CJK UNIFIED IDEOGRAPH-4E00}\N{CJK UNIFIED IDEOGRAPH-04E00}"
            "\N{CJK UNIFIED IDEOGRAPH-2A6DF}\N{CJK UNIFIED IDEOGRAPH-3134A}"))
print(ascii("\N{CJK COMPATIBILITY IDEOGRAPH-F900}\N{cjk compatibility ideograph-2fa1d}"))
print(ascii("\N{NUSHU CHARACTER-1B170}\N{khitan small script character-18b00}"))
print(ascii("\N{LATIN CAPITAL LETTER GHA}\N{latin capital letter oi}"))
print(ascii("\N{SPACE}\N{DIGIT ZERO}\N{GREEK SMALL LETTER ALPHA}\N{SNOWMAN}"
            "\N{GRINNING FACE}\N{PILE OF POO}"))
x = 3
print(ascii(f"\N{EM DASH}{x}\N{EM DASH}"), ascii(f"{x:\N{DIGIT ZERO}>5}"))
print(ascii(f"{{\N{LEFT CURLY BRACKET}}}"))
print(b"\N{EM DASH}", rb"\N{x}", len(b"\N{EM DASH}"))
print(r"\N{EM DASH}", ascii(fr"\N{x}"))
print(ascii("\N{EM DASH}" "\N{EN DASH}"), ascii("""
\N{EM DASH}"""))
print("\N{EM DASH}" == "\u2014" == chr(0x2014))

for s in ['0123', '12a', '', '²³', '½', '٠١٢', '०१२', 'Ⅻ', '五', '⑴', '𝟘𝟙', '①', '1.5', '-1', ' 1', '\u00b9', '\u2070', 'ℵ']:
    print(repr(s), s.isdecimal(), s.isdigit(), s.isnumeric())

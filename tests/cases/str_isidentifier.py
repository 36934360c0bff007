for s in ['abc', '_', '_x1', '1abc', '', 'a-b', 'a b', 'if', 'None', 'ñ', 'μ', '中文', 'x\u0301', '\u0301x', '℘', '℮', 'a²', '²', 'ª', 'a·b', '·', 'Ⅻ', 'a$', 'ǅx', '𝔘', '_\u200c']:
    print(repr(s), s.isidentifier())

s = '  hello   world \t\n foo  '
print(s.split(), s.split(None), s.split(None, 1), s.split(maxsplit=2), s.split(None, 0))
print(''.split(), '   '.split(), '   '.split(None, 0), 'a'.split(), ' a '.split(None, 0))
print('a\x1cb\x1dc\x1ed\x1fe\x0bf\x0cg'.split())
print('a\x85b\xa0c\u1680d\u2000e\u200af\u2028g\u2029h\u202fi\u205fj\u3000k'.split())
print('a\u200bb\ufeffc'.split())
print('one two  three'.split(None, 1), 'x  y  z '.split(None, 2), ' x  y  z '.split(None, 1))

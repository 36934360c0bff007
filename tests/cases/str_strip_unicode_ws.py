ws = '\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000'
s = ws + 'core' + ws
print(repr(s.strip()), len(s.lstrip()), len(s.rstrip()))
print(repr('\u200bx\u200b'.strip()), repr('\ufeffx'.strip()), repr('\x00x\x00'.strip()))
print(all(c.isspace() for c in ws), ws.isspace())

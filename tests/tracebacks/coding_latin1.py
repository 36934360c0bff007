# -*- coding: latin-1 -*-
# Latin-1 declared: decoded, in strings and in tracebacks.
s = "café © ÿ"
print(s, len(s), [ord(c) for c in s[-3:]])
raise ValueError("à bientôt")

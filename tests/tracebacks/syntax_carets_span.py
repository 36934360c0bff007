# SyntaxError markers span what CPython's do (end_offset), placed by bytes
# after a non-ASCII character as CPython's printer places them.
title = "Café"
print(title, (title len))

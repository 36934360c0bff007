# A non-ASCII string inside the bad f-string expression: CPython counts the
# carets of a file's error in bytes, inside "(expr)" too.
label = "x"
print(f'{"café" label}')

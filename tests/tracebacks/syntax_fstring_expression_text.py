# An error inside an f-string's expression shows that expression, in
# parentheses, as the line (CPython 3.11 parses it as "(expr)").
name = "ada"
print(f"hello {name.upper() name}")

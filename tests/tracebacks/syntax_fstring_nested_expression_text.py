# An error in an f-string nested in another's expression: the line shown
# is the innermost expression, in parentheses, with its carets.
rows = [1, 2]
print(f'total: {f"{len(rows) rows}"}')

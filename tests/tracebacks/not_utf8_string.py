# A byte that is not UTF-8 in a string, no coding declaration.
s = "café"
print(s)

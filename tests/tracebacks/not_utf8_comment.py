# A byte that is not UTF-8 in a comment, no coding declaration: rejected.
x = 1
# café
print(x)

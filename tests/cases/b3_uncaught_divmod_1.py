print(divmod(9, 4))
print(divmod(9.5, 0))

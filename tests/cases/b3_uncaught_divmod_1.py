print(divmod(0.0, 1.5))
for a, b in [(9, 4), (-9, 4), (9.5, 2)]:
    print(a, b, divmod(a, b))
print(divmod(9, 4))
print(divmod(9.5, 0))

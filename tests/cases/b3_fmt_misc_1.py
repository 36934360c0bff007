data = [('apple', 1.5, 3), ('banana', 0.25, 12), ('kiwi', 10.0, 100)]
print(f'{"name":<10}{"price":>8}{"qty":>5}')
for name, price, qty in data:
    print(f'{name:<10}{price:>8.2f}{qty:>5d}')
total = sum(p * q for _, p, q in data)
print(f'{"total":<10}{total:>8.2f}')
print('{:-^23}'.format(' end '))
print(f'{12345678:>15,}|{0.1234:>8.1%}|{-42:>+6}|{3:03d}')
w = 7
p = 3
print(f'{3.14159:{w}.{p}f}|{"x":{w}}|{42:{"<"}{w}}|')

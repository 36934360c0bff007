prices = {'milk': 1.29, 'bread': 2.5, 'eggs': 3.05, 'jam': 4.0}
cart = [('milk', 2), ('eggs', 1), ('caviar', 1), ('bread', 3), ('milk', 1)]
totals = {}
missing = []
for item, qty in cart:
    if item not in prices:
        missing.append(item)
        continue
    totals[item] = totals.get(item, 0) + qty
print(totals, missing)
lines = [(item, qty, round(prices[item] * qty, 2)) for item, qty in totals.items()]
for item, qty, cost in lines:
    print(f'{item:<6} x{qty:<2} {cost:>6.2f}')
subtotal = sum(c for _, _, c in lines)
tax = round(subtotal * 0.08, 2)
print(f'subtotal {subtotal:.2f} tax {tax:.2f} total {subtotal + tax:.2f}')
print(min(prices, key=prices.get), sorted(prices.items(), key=lambda kv: -kv[1])[0], '%.1f%%' % (tax / subtotal * 100))

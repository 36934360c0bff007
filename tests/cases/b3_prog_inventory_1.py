stock = {'apple': (0.5, 100), 'pear': (0.75, 0), 'kiwi': (1.2, 25), 'plum': (0.3, 7)}
value = {name: round(price * qty, 2) for name, (price, qty) in stock.items()}
print(value)
print(sum(value.values()), max(value.items(), key=lambda kv: kv[1]))
out_of_stock = [n for n, (p, q) in stock.items() if q == 0]
print(out_of_stock, sorted(stock, key=lambda n: stock[n][0]))
restock = dict.fromkeys(out_of_stock, 50)
for name, qty in restock.items():
    price, _ = stock[name]
    stock[name] = (price, qty)
print(stock['pear'], all(q > 0 for _, q in stock.values()))
cheap = {n for n, (p, q) in stock.items() if p < 1}
print(sorted(cheap), sorted(set(stock) - cheap))
print('%-6s %6s %4s' % ('item', 'price', 'qty'))
for n in sorted(stock):
    p, q = stock[n]
    print('%-6s %6.2f %4d' % (n, p, q))

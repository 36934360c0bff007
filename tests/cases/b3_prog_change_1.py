def make_change(amount, coins):
    coins = sorted(coins, reverse=True)
    result = {}
    for c in coins:
        n, amount = divmod(amount, c)
        if n:
            result[c] = n
    return result, amount
for amt in [0, 1, 7, 30, 99, 289]:
    print(amt, make_change(amt, [25, 10, 5, 1]), make_change(amt, [7, 3]))
ways = [1] + [0] * 20
for c in [1, 5, 10]:
    for a in range(c, 21):
        ways[a] += ways[a - c]
print(ways, max(ways), ways.index(max(ways)))

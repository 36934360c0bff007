rows = [("apple", 1.5, 3), ("kiwi", 0.25, 12), ("watermelon", 3.0, 1)]
for name, price, qty in rows:
    print(f"{name:<12}{price:>8.2f}{qty:>5d}")
print(f"{'Total':<12}{sum(p * q for _, p, q in rows):>8.2f}")
for n in [1, 22, 333, 4444]:
    print(f"[{n:^7}] [{n:<7}] [{n:>7}] [{n:07}]")
print("{:<5}|{:>5}|".format("ab", "cd"))
print(f"{'€':>3}|{'é':^5}|")

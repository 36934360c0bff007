# a failed assert points at the comparison that decided it
def check(rows):
    total = sum(r["n"] for r in rows)
    assert total == 10 or total == 20, f"bad total {total}"
    return total

print(check([{"n": 4}, {"n": 6}]))
print(check([{"n": 4}, {"n": 5}]))

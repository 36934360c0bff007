def knapsack(items, cap):
    best = [0] * (cap + 1)
    for weight, value in items:
        for c in range(cap, weight - 1, -1):
            if best[c - weight] + value > best[c]:
                best[c] = best[c - weight] + value
    return best[cap], best
items = [(2, 3), (3, 4), (4, 5), (5, 6)]
print(knapsack(items, 5))
print(knapsack(items, 10)[0])
def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    i, j = len(a), len(b)
    out = []
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1]); i -= 1; j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return dp[-1][-1], "".join(reversed(out))
print(lcs("ABCBDAB", "BDCABA"), lcs("", "abc"), lcs("same", "same"))
def edit(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print(edit("kitten", "sitting"), edit("", "abc"), edit("flaw", "lawn"))

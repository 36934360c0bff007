def solve(n):
    count = 0
    cols = []
    first = None
    def place(row):
        nonlocal count, first
        if row == n:
            count += 1
            if first is None:
                first = cols[:]
            return
        for c in range(n):
            ok = True
            for r, cc in enumerate(cols):
                if cc == c or abs(cc - c) == row - r:
                    ok = False
                    break
            if ok:
                cols.append(c)
                place(row + 1)
                cols.pop()
    place(0)
    return count, first
for n in range(1, 8):
    print(n, solve(n))

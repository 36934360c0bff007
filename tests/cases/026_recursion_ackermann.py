def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))
for m in range(3):
    print([ack(m, n) for n in range(4)])
print(ack(2, 3))

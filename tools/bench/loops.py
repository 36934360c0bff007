# Integer arithmetic in nested while/for loops, small ints only.
def collatz_total(limit):
    total = 0
    n = 1
    while n < limit:
        x = n
        steps = 0
        while x != 1:
            if x % 2 == 0:
                x = x // 2
            else:
                x = 3 * x + 1
            steps += 1
        total += steps
        n += 1
    return total

def mix(n):
    acc = 0
    for i in range(n):
        acc = (acc * 31 + i) & 0xFFFFFFFF
        acc ^= acc >> 7
    return acc

print(collatz_total(30000), mix(300000))

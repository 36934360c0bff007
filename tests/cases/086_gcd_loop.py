def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(2 ** 100, 6 ** 50))
def is_prime(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True
print([p for p in range(60) if is_prime(p)])
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
print([collatz(i) for i in range(1, 20)])
print(collatz(27))

memo = {0: 0, 1: 1}
def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print([fib(i) for i in range(15)])
print(fib(90), fib(100), len(str(fib(300))), fib(300) % 1000007)
print(sum(fib(i) for i in range(50) if fib(i) % 2 == 0), max(memo), len(memo))
ratios = [fib(i + 1) / fib(i) for i in range(1, 30)]
print(round(ratios[-1], 12), abs(ratios[-1] - (1 + 5 ** 0.5) / 2) < 1e-12)

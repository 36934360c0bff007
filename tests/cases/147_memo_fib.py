memo = {}
def fib(n):
    if n in memo:
        return memo[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
print(fib(100))
print(fib(300))
print(len(memo))
def make_memo(f):
    cache = {}
    def wrapped(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    return wrapped
calls = [0]
def slow_sq(n):
    calls[0] += 1
    return n * n
fast = make_memo(slow_sq)
print([fast(i % 3) for i in range(9)], calls)

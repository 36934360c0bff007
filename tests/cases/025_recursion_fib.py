def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20))
print(fact(30))

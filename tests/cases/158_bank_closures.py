def account(balance):
    history = []
    def deposit(x):
        nonlocal balance
        if x <= 0:
            raise ValueError("deposit must be positive")
        balance += x
        history.append(("dep", x))
        return balance
    def withdraw(x):
        nonlocal balance
        if x > balance:
            raise ValueError(f"insufficient funds: {balance} < {x}")
        balance -= x
        history.append(("wd", x))
        return balance
    def report():
        return balance, history[:]
    return {"deposit": deposit, "withdraw": withdraw, "report": report}
acct = account(100)
print(acct["deposit"](50))
print(acct["withdraw"](30))
for op, amt in [("withdraw", 500), ("deposit", -1), ("deposit", 5)]:
    try:
        print(op, amt, acct[op](amt))
    except ValueError as e:
        print(op, amt, "failed:", e)
print(acct["report"]())

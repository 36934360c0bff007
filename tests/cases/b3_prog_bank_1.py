accounts = {}
log = []
def deposit(name, amount):
    if amount <= 0:
        raise ValueError(f'invalid amount: {amount}')
    accounts[name] = accounts.get(name, 0) + amount
    log.append(('dep', name, amount))
def withdraw(name, amount):
    bal = accounts[name]
    if amount > bal:
        raise ValueError(f'insufficient funds: {bal} < {amount}')
    accounts[name] = bal - amount
    log.append(('wd', name, amount))
ops = [(deposit, 'ann', 100), (withdraw, 'ann', 30), (withdraw, 'bob', 5), (deposit, 'bob', -1),
       (withdraw, 'ann', 500), (deposit, 'bob', 20)]
for fn, name, amt in ops:
    try:
        fn(name, amt)
        print('ok', fn.__name__, name, amt)
    except (ValueError, KeyError) as e:
        print('fail', type(e).__name__, e)
print(accounts, len(log), sum(a for kind, _, a in log if kind == 'dep'))

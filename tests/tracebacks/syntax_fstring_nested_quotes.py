# An agent's f-string with the quotes it opened inside (valid only from
# Python 3.12): CPython 3.11 reports it at the token after the literals.
rows = [{"name": "Zoë", "qty": 3}]
for r in rows:
    print(f'{r['name']:>10} {r['qty']:3d}')

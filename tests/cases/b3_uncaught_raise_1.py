def check(x):
    if x < 0:
        raise ValueError(f'negative value: {x}')
    return x
print(check(5))
print(check(-3))

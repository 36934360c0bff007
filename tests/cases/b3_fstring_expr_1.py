items = ['a', 'b']
d = {'k': 'v', 'n': 3}
x = 10
print(f'{len(items)} items: {", ".join(items)}')
print(f'{d["k"]}|{d["n"] * 2}|{items[-1]!r}|{x // 3}|{x / 3:.3f}|{x if x > 5 else 0}')
print(f'{[i * 2 for i in range(3)]}|{ {i: i * i for i in range(3)} }|{(1, 2)}')
print(f'{"nested " + f"{x:>4}"}|{x!s:>4}|{str(x):>4}|{repr(x):>4}')
print(f'{x:#x}|{x:b}|{-x:+}|{x * 1.5}|{x ** 20}|{x:,}|{x:e}')
print(f'{"a" "b"}|{"{}"}|{{x}}|{{{x}}}|{x}{x}')
name = 'world'
print(f'hello {name.upper()}!', f'{name[::-1]}', f'{name:.3}', f'{len(name)=}')
print(f'''{x}
{x + 1}''')

d = {"k": "v", 'q': "w"}
print(f"{d['k']}")
print(f'{d["q"]}')
print(f"""{d["k"]} and {d['q']}""")
print(f'''{"triple" + 'single'}''')
name = "x"
print(f"{'{'}{name}{'}'}")
print(f"{{{name}}}")
print(f"{name!r}" + f'{name!r}')
print(f"a\tb{name}\n", end="")
print(rf"raw\n{name}", fr"{name}\t")
w = 5
print(f"{'pad':{'*'}>{w + 2}}")

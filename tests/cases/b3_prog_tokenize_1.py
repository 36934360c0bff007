src = 'x = 3 + 42 * (y - 7) / 2.5'
tokens = []
i = 0
while i < len(src):
    c = src[i]
    if c.isspace():
        i += 1
    elif c.isdigit():
        j = i
        while j < len(src) and (src[j].isdigit() or src[j] == '.'):
            j += 1
        text = src[i:j]
        tokens.append(('num', float(text) if '.' in text else int(text)))
        i = j
    elif c.isalpha():
        tokens.append(('name', c))
        i += 1
    else:
        tokens.append(('op', c))
        i += 1
print(tokens)
print(len(tokens), [t for k, t in tokens if k == 'num'], {k for k, _ in tokens} == {'num', 'name', 'op'})
print(sum(v for k, v in tokens if k == 'num'), ''.join(str(v) for _, v in tokens))

alpha = "abcdefghijklmnopqrstuvwxyz"
def shift(text, k):
    out = []
    for c in text:
        lower = c.lower()
        if lower in alpha:
            n = alpha[(alpha.find(lower) + k) % 26]
            out.append(n.upper() if c != lower else n)
        else:
            out.append(c)
    return "".join(out)
msg = "Hello, World! xyz"
enc = shift(msg, 3)
print(enc)
print(shift(enc, -3))
print(shift(msg, 26) == msg, shift(msg, -29))

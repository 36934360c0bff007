def rle(s):
    if not s:
        return []
    out = []
    prev, count = s[0], 1
    for c in s[1:]:
        if c == prev:
            count += 1
        else:
            out.append((prev, count))
            prev, count = c, 1
    out.append((prev, count))
    return out
def unrle(pairs):
    return "".join(c * n for c, n in pairs)
for s in ["aaabccdddd", "", "x", "abab"]:
    enc = rle(s)
    print(repr(s), enc, unrle(enc) == s)
print("".join(f"{n}{c}" for c, n in rle("wwwwbbbw")))

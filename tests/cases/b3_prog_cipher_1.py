def shift(text, k):
    out = []
    for ch in text:
        if 'a' <= ch <= 'z':
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        elif 'A' <= ch <= 'Z':
            out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        else:
            out.append(ch)
    return ''.join(out)
msg = 'Attack at Dawn, 5 ships!'
enc = shift(msg, 3)
print(enc, shift(enc, -3) == msg, shift(msg, 26) == msg, shift(msg, -29) == shift(msg, -3))
freq = {}
for ch in enc.lower():
    if ch.isalpha():
        freq[ch] = freq.get(ch, 0) + 1
common = max(sorted(freq), key=freq.get)
print(common, freq[common], sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print([shift('xyz', k) for k in range(0, 4)], hex(sum(map(ord, msg))), bin(len(msg)))

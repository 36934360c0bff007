s = "héllo"
print(len(s), s[1], s[1:4], s[::-1])
w = "日本語テキスト"
print(len(w), w[0], w[-1], w[2:5], w[::2])
e = "naïve café"
print(e.find("é"), e.replace("é", "e"), len(e))
print(repr("ü"), repr("€"), "€" * 3)
mixed = "a€b"
for ch in mixed:
    print(ch, end="|")
print()
print("é" < "z", "é" > "e", "é" in e, e.split(" "))
print(list("añb"), "".join(reversed("añb")))
print("\u00e9" == "é", len("\U0001F600"), "\U0001F600"[0] == "\U0001F600")
print(e.startswith("naï"), e.endswith("é"), e.strip("né"))

def is_pal(s):
    t = "".join(c for c in s.lower() if c != " ")
    return t == t[::-1]
for s in ["racecar", "A man a plan a canal Panama", "hello", "", "ab"]:
    print(repr(s), is_pal(s))
def longest_pal(s):
    best = ""
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            sub = s[i:j]
            if sub == sub[::-1] and len(sub) > len(best):
                best = sub
    return best
print(longest_pal("forgeeksskeegfor"), longest_pal("abacdfgdcaba"))

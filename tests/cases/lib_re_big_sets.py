# Sets and alternations with many items: repeated items dropped (first
# kept), ranges sorted and merged, with and without IGNORECASE; big enough
# for the table-based deduplication and the radix sort of ranges.
import re

chars = "".join(chr(c) for c in range(0x4E00, 0x4E00 + 9000, 2))
p = re.compile("[" + chars + chars[::-1] + "a-cx-zb]")
print(len(p.findall("abcdwxyz" + "".join(chr(c) for c in range(0x4E00, 0x4E00 + 40)))))
print(p.findall("\u4e00\u4e01\u4e02\u4e03b"))

ranges = "".join(chr(c) + "-" + chr(c + 1) for c in range(0x5000, 0x5000 + 30000, 5))
q = re.compile("[" + ranges + ranges + "]+")
print([len(m) for m in q.findall("".join(chr(c) for c in range(0x5000, 0x5000 + 60)))])

alts = "|".join(chr(c) for c in range(0x6000, 0x6000 + 6000, 3))
r = re.compile(alts + "|" + alts)
print(r.findall("\u6000\u6001\u6002\u6003\u6004"))

s = re.compile("(?i)[" + "".join(chr(c) for c in range(0x400, 0x500)) * 3 + "]+")
print(s.findall("\u0400\u0450abc\u04ff\u04fe"))

print(re.findall("x" * 2000 + "a|" + "x" * 2000 + "b", "x" * 2000 + "b"))
print(bool(re.match("|".join(["ab$", "ba$", "cd$"] * 2000), "cd")))
print(re.search("|".join(["q" + chr(c) for c in range(0x41, 0x7b)] * 30), "zzqm").group())

# Natives that consume huge native iterators, and linear operations on a
# big container repeated in a loop: each must charge its work, so that the
# step limit and the deadline stop the program at once (issue 16).
l = [0] * 10**5
s = "a" * 10**6
for _ in range(10**6):
    -1 in l
    s.split()
    s.isdigit()
    "b" in s
    l.insert(0, 1); l.pop(0)
sum(range(10**12))
set(range(10**12))

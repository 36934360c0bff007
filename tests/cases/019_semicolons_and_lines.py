a = 1; b = 2; c = a + b; print(c)
total = (1 +
         2 +
         3)
print(total)
lst = [
    1,
    2,
    3,
]
print(lst)
s = "abc" \
    "def"
print(s)
x = 1 + \
    2
print(x)
if a == 1 and \
   b == 2:
    print("continued condition")

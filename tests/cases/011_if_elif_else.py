def classify(n):
    if n < 0:
        return "neg"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    else:
        return "big"
for v in [-5, 0, 3, 10, 100]:
    print(v, classify(v))
if []:
    print("empty list true")
else:
    print("empty list false")
if "0":
    print("nonempty str true")
if not 0.0:
    print("0.0 false")
if None is None: print("one-liner")
x = 3
if x > 1:
    if x > 2:
        print("nested")

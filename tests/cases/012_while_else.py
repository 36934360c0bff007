i = 0
while i < 5:
    i += 1
    if i == 3:
        continue
    print(i)
else:
    print("done", i)
j = 0
while True:
    j += 1
    if j > 4:
        break
else:
    print("not reached")
print("j", j)
k = 10
while k < 5:
    print("never")
else:
    print("else on zero iterations")

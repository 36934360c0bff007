1 + 2
"just a string"
[1, 2, 3]
x = [1]
x.append(2)
x
len(x)
print(x)
def side():
    print("side effect")
    return 5
side()
side() + 1
print("end")

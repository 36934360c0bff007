vals = ["1", "22", "three"]
for v in vals:
    print(int(v))

vals = ["1", "x", "3", "", "5"]
total = 0
bad = []
for v in vals:
    try:
        total += int(v)
    except ValueError:
        bad.append(v)
        continue
    finally:
        print("checked", repr(v))
print(total, bad)
d = {"a": 1}
for k in ["a", "b", "a"]:
    try:
        print(d[k])
    except KeyError as e:
        print("missing", e)

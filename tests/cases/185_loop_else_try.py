def search(items, target):
    for it in items:
        try:
            if int(it) == target:
                print("found", it)
                break
        except ValueError:
            print("skip", repr(it))
    else:
        print("no match for", target)
search(["1", "x", "3"], 3)
search(["a", "2"], 5)
i = 0
while i < 3:
    try:
        i += 1
        if i == 5:
            break
    finally:
        pass
else:
    print("while completed", i)

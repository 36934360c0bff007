five = 5
abc = "abc"
one = [1]
def show(f):
    try:
        f()
    except TypeError as e:
        print(e)
show(lambda: 1 + "a")
show(lambda: "a" + 1)
show(lambda: [1] + (2,))
show(lambda: 1 < "a")
show(lambda: None < None)
show(lambda: -"a")
show(lambda: len(5))
show(lambda: five())
show(lambda: abc[1.0])
show(lambda: one[None])
show(lambda: {[1]: 2})
show(lambda: "a" * "b")
show(lambda: 3 - None)
show(lambda: ~1.5)
show(lambda: [1, 2] * 1.5)

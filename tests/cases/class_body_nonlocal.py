# A class body's `nonlocal` names the enclosing function's variable: a def,
# an assignment or an augmented assignment there rebinds it (not a class
# attribute), and reads see its current value.
def outer():
    method = lambda: "outer"
    count = 1

    class A:
        nonlocal method, count

        def method():
            return "inner"

        count += 10
        seen = count
        tag = method()

    print(hasattr(A, "method"), hasattr(A, "count"), A.seen, A.tag)
    return method(), count


print(outer())


def rebind_in_comprehension():
    x = 0

    class B:
        nonlocal x
        x = 5
        ys = [x + i for i in range(2)]

    return x, B.ys, hasattr(B, "x")


print(rebind_in_comprehension())


def deleted():
    v = 1

    class C:
        nonlocal v
        del v

    try:
        return v
    except NameError as e:
        return type(e).__name__, str(e)


print(deleted())


# without nonlocal the class body keeps its own names
def plain():
    method = "outer"

    class D:
        method = "attr"

    return method, D.method


print(plain())

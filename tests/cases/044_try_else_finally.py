def t(fail):
    try:
        print("try")
        if fail:
            raise ValueError("bad")
    except ValueError as e:
        print("except", e)
    else:
        print("else")
    finally:
        print("finally")
t(False)
print("--")
t(True)
print("--")
try:
    print("body")
finally:
    print("cleanup")

def catch(f):
    try:
        f()
    except LookupError as e:
        return "LookupError " + repr(e)
    except ArithmeticError as e:
        return "ArithmeticError " + repr(e)
    except Exception as e:
        return "Exception " + repr(e)
print(catch(lambda: [][0]))
print(catch(lambda: {}[1]))
print(catch(lambda: 1 // 0))
print(catch(lambda: 1 % 0))
print(catch(lambda: 2.0 / 0))
print(catch(lambda: int("q")))
print(catch(lambda: x_undefined))
print(catch(lambda: None + 1))

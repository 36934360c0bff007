def which(exc):
    try:
        raise exc
    except KeyError:
        return "KeyError"
    except LookupError:
        return "LookupError"
    except ArithmeticError as e:
        return "ArithmeticError " + str(e)
    except Exception as e:
        return "Exception " + repr(e)
for exc in [KeyError("a"), IndexError("b"), ZeroDivisionError("c"), OverflowError("d"),
            ValueError("e"), TypeError("f"), NameError("g"), RuntimeError("h"),
            RecursionError("i"), UnboundLocalError("j"), AssertionError("k"),
            StopIteration("l"), ModuleNotFoundError("m"), ImportError("n"), NotImplementedError("o"),
            AttributeError("p")]:
    print(which(exc))

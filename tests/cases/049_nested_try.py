def f(x):
    try:
        try:
            if x == 0:
                raise ValueError("v")
            if x == 1:
                raise KeyError("k")
            return "ok"
        except ValueError:
            return "inner caught"
        finally:
            print("inner finally", x)
    except KeyError:
        return "outer caught"
    finally:
        print("outer finally", x)
for i in range(3):
    print(f(i))

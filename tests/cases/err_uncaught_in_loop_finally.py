for i in range(3):
    try:
        print("i", i)
        if i == 1:
            raise TypeError("bad at 1")
    finally:
        print("finally", i)

for i in 42:
    print(i)

print(sep="", 1)

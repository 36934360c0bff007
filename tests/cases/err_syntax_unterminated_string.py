print("ok")
s = "abc

# A private name missing at class level: the NameError names the mangled name.
class Config:
    debug = True
    print("before")
    level = __level

# coding: bogus
print("unknown encoding")

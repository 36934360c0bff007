if True:
print("body")

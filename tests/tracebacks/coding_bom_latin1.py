# coding: latin-1
print("a BOM and another encoding")

print("a coding declaration after code on line 1 is ignored")
# coding: latin-1
s = "é"

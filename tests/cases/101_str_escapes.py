print("tab:\t|")
print("newline:\nnext")
print("backslash: \\ quote: \' dq: \"")
print("hex: \x41\x42 oct: \101 unicode: \u0041")
print(r"raw \n \t string", len(r"\n"))
print(len("\n"), len("\\n"))
print(repr("\r\n\t\\"), repr("\x1b"), repr("\u200b"))
s = """line1
line2\
 continued"""
print(s)
print(repr(s))

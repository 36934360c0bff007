# coding: utf8
print("a BOM and utf8 spelled so")

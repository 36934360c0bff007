# coding=utf-8
print("utf-8 declared: café")

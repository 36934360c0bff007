def f():
    pass
print(f())
for i in range(3):
    pass
print(i)
if True:
    pass
else:
    pass
while False:
    pass
try:
    pass
except Exception:
    pass
print("ok")

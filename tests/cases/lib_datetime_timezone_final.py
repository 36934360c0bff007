from datetime import timezone, timedelta
print('before')
# timezone is final in CPython
try:
    class Z(timezone):
        pass
except TypeError as e:
    print(e)
print(timezone(timedelta(hours=1)))

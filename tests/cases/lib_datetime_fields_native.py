# datetime's field checks and ordinal conversions (natives for ints and
# bools, the Python versions for the rest): CPython's results and errors
from datetime import datetime, date, time, timedelta
class I(int):
    pass
for args in [(2024, 2, 29), (2023, 2, 29), (0, 1, 1), (10000, 1, 1), (2024, 13, 1), (2024, 0, 5), (2024, 4, 31),
             (True, 1, 1), (I(2024), I(3), I(4)), (2024.0, 1, 1), ("2024", 1, 1), (-5, 1, 1)]:
    try: print(args, date(*args))
    except Exception as e: print(args, type(e).__name__, e)
for args in [(24, 0), (23, 60), (0, 0, 60), (0, 0, 0, 10**6), (0, 0, 0, -1), (1, 2, 3, 4), (True, False)]:
    try: print(args, time(*args), datetime(2024, 1, 1, *args))
    except Exception as e: print(args, type(e).__name__, e)
for fold in [0, 1, 2, True, -1]:
    try: print(fold, datetime(2024, 1, 1, fold=fold).fold)
    except Exception as e: print(fold, type(e).__name__, e)
for o in [1, 2, 365, 366, 730119, 738885, 3652059, 3652058, 146097, 146096, 36524, 36525, 1461]:
    d = date.fromordinal(o); print(o, d, d.toordinal() == o)
for o in [0, 3652060, -1]:
    try: print(date.fromordinal(o))
    except Exception as e: print(o, type(e).__name__, e)
print(datetime(2024, 1, 31, 23, 59) + timedelta(minutes=1), date(2000, 2, 28) + timedelta(days=1), date(1900, 2, 28) + timedelta(days=1))
print(date.max.toordinal(), date.min.toordinal(), (date(2024, 3, 1) - date(2023, 3, 1)).days, date(2100, 3, 1).weekday())

days_in = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
def day_of_year(y, m, d):
    return sum(days_in[:m - 1]) + d + (1 if m > 2 and is_leap(y) else 0)
print([y for y in range(1896, 1912) if is_leap(y)], is_leap(2000), is_leap(1900))
print(day_of_year(2023, 3, 1), day_of_year(2024, 3, 1), day_of_year(2024, 12, 31))
def fmt(y, m, d):
    return f'{y:04d}-{m:02d}-{d:02d}'
print(fmt(2024, 2, 9), fmt(7, 12, 25), '%04d/%02d/%02d' % (1999, 1, 2))
secs = 987654
h, rem = divmod(secs, 3600)
m, s = divmod(rem, 60)
print(f'{h}h {m:02d}m {s:02d}s', divmod(h, 24), '{:,} seconds'.format(secs))

# sys's named tuples and the int<->str digit limit (get/set_int_max_str_digits)
import sys
print(sys.float_info)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info[0])
print(sys.int_info, sys.int_info.default_max_str_digits)
print(sys.hash_info.modulus, sys.hash_info.inf)
print(type(sys.version_info), sys.version_info.major, sys.version_info[:2] >= (3, 11))
print(len(sys.float_info), sys.version_info.n_fields, isinstance(sys.float_info, tuple))
try:
    sys.float_info.max = 1.0
except AttributeError as e:
    print("AttributeError")
print(sys.get_int_max_str_digits())
big = 7 ** 6000
try:
    str(big)
except ValueError as e:
    print(e)
try:
    int("9" * 5000)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(0)
s = str(big)
print(len(s), s[:20], int(s) == big)
sys.set_int_max_str_digits(1000)
for text in ("1" * 1000, "1" * 1001):
    try:
        print(len(str(int(text))))
    except ValueError as e:
        print(e)
try:
    print(10 ** 999, end="")
    print()
    print(10 ** 1000)
except ValueError as e:
    print(e)
print(f"{10 ** 999:d}"[:5], len(hex(7 ** 6000)), int("f" * 2000, 16) > 0)
for bad in (639, -1, 2 ** 40, "5", 1.5):
    try:
        sys.set_int_max_str_digits(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
sys.set_int_max_str_digits(640)
print(sys.get_int_max_str_digits())
sys.set_int_max_str_digits(maxdigits=4300)
print(sys.get_int_max_str_digits())

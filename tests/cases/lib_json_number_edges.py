# json numbers at the edges of the decoder's exact fast path (at most 19
# significant digits below 2^53, powers of ten up to 1e22) and past them,
# and ints written back at the int64 limits.
import json

doc = ("[0.1, 0.2, 0.30000000000000004, 1e22, 1e23, 1E5, 1e-22, 1e-23, 12.5e-1, "
       "9007199254740992.0, 9007199254740993.0, 9007199254740994.5, "
       "123456789012345678.5, 1234567890123456789e-3, 12345678901234567890e-3, "
       "0.000000000000000000000000001, -0.0, 0.0, -0e5, 5e-324, 2.5e-324, "
       "1.7976931348623157e308, 1.8e308, -1e400, 0.1e-22, 100e-24, "
       "4.35, 2.675, 1.005, 0.07, 19.99, 1e+2, 1.0e-0, 3.14159265358979323846, "
       "9223372036854775807, -9223372036854775808, 9223372036854775808, "
       "-12345678901234567890123, 0, -0, 7]")
vals = json.loads(doc)
for v in vals:
    print(type(v).__name__, repr(v))
print(json.dumps(vals))
print(json.dumps({"n": -9223372036854775808, "m": 9223372036854775807, "z": 0, "k": -7}))

# A MemoryError gets its traceback header and frame like any other exception.
print("before")
print("x" * 10**12)

try:
    pass
except ValueError, KeyError
    pass

try:
    int("x")
except ValueError as e:
    raise RuntimeError("config broken") from e

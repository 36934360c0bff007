# Assigning to a frozen dataclass: the frame of the generated __setattr__
# is `File "<string>", line 4` with no source line, as in CPython.
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    retries: int = 3


c = Config()
try:
    del c.retries
except AttributeError as e:
    print(type(e).__name__, e)
c.retries = 5

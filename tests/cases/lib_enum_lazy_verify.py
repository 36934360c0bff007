# verify called before EnumCheck was ever read (baton makes it lazily)
import enum


@enum.verify()
class Plain(enum.Enum):
    A = 1


print(list(Plain))
from enum import *
print(EnumCheck.UNIQUE, sorted(m.name for m in EnumCheck))

# What except* leaves unhandled is raised again with the original group's
# traceback, and an exception raised in a clause joins a new group.
def work():
    raise ExceptionGroup("batch", [ValueError(1), KeyError(2), TypeError(3)])


try:
    work()
except* ValueError:
    print("values handled")
except* TypeError:
    raise RuntimeError("type problem")

# except*: `raise e` of the matched subgroup is a new raise; with the part
# no clause matched it leaves as ExceptionGroup('', ...), uncaught.
def f():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e


f()

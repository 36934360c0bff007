# a group member whose cause/context was already shown above the group
# (the group's own context) is not shown again; a fresh one is
def inner(x):
    try:
        return [][x]
    except IndexError as e:
        raise ValueError(f'bad {x}') from e


def collect():
    errs = []
    for x in (1, 2):
        try:
            inner(x)
        except ValueError as e:
            errs.append(e)
    return errs


def run():
    errs = collect()
    try:
        raise errs[0]
    except ValueError:
        raise ExceptionGroup('batch', errs + [KeyError('k')])


print('start')
run()

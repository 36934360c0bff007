try:
    {}['k']
except KeyError as e:
    print('caught', repr(e))
    raise RuntimeError('wrapped') from e

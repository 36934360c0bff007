try:
    fetch()
except ValueError:
    pass
except* KeyError:
    pass

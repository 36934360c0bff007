# No value that could be compared (`not ...`): a plain "invalid syntax" at '='.
ready = True
while done = not ready:
    pass

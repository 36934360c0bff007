# After a backslash, a comment line ends the statement there: CPython's
# NEWLINE token covers the comment, so the carets do.
total = 1 + \
    # the second term
2

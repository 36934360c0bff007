# `if NAME = value:` underlines the name up to the end of the value, which
# stops before a comparison or boolean operator.
items = [1, 2]
if count = len(items) + 1 and items:
    print(count)

# The missing ':' is reported on the comment that stands where it belongs.
for item in range(3)  # loop over the items
    print(item)

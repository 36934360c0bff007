# An error that ends on a later line: the markers run to the end of the first.
result = compute(a,
                 b) = 5

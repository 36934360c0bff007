# A bytes literal with a non-ASCII character: carets under its bytes.
data = b'café'

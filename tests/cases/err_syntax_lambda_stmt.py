f = lambda x: return x

# concurrent: the package of concurrent.futures.

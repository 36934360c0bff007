def handler(event, (key, value)):
    return key

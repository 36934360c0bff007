def f():
    try:
        raise KeyError("from try")
    finally:
        print("finally ran")
f()

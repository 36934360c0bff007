# the program is the __main__ module
def main():
    print("running", __name__)


if __name__ == "__main__":
    main()
print(__name__ == "__main__", main.__module__ if hasattr(main, "__module__") else "__main__")

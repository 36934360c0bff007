def main():
    for x in range(3):

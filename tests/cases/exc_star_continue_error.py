# break, continue and return cannot leave an except* clause.
for i in range(2):
    try:
        pass
    except* ValueError:
        continue

try:
    x = 1
# done

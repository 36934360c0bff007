print(1)
break

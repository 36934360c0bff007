# Line numbers count \r\n and lone \r line ends.
x = 1y = 2
# ÿ

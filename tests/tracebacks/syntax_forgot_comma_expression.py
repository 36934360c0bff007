items = [
    fetch(1),
    fetch(2) fetch(3).result,
]

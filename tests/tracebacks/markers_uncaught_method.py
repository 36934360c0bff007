# a failed method lookup points at obj.name; over lines, at name alone
class Client:
    def get(self, key):
        return {"k": 1}[key]

c = Client()
print(c.get("k"))
result = (c
          .fetch("k"))

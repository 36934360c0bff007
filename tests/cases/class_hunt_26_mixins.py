import json
class JsonMixin:
    def to_json(self):
        return json.dumps(self.to_dict(), sort_keys=True)
    @classmethod
    def from_json(cls, s):
        return cls(**json.loads(s))

class DictMixin:
    def to_dict(self):
        return {k: v for k, v in vars(self).items() if not k.startswith("_")}

class ReprMixin:
    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in self.to_dict().items())
        return f"{type(self).__name__}({args})"

class User(JsonMixin, DictMixin, ReprMixin):
    def __init__(self, name, email, _secret="x"):
        self.name, self.email, self._secret = name, email, _secret

u = User("ann", "a@x.io")
s = u.to_json()
print(s, User.from_json(s), u.to_dict())
print([c.__name__ for c in User.__mro__], User.to_json.__qualname__)
print(isinstance(u, DictMixin), issubclass(User, (ReprMixin, int)))

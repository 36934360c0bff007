class Account:
    __slots__ = ('__owner', '_Account__log', 'balance')
    def __init__(self, owner):
        self.__owner = owner
        self.__log = []
        self.balance = 0
    def deposit(self, n):
        self.__log.append(n)
        self.balance += n
        return pause('deposit', self.__owner, n)
class _Hidden:
    def __secret(self):
        return 42
    def reveal(self):
        return self.__secret()
class Child(_Hidden):
    __x = 1
    def __init__(self):
        self.__y = [self.__x, self.reveal()]
a = Account('ann')
c = Child()
print(a.deposit(5), c._Child__y)

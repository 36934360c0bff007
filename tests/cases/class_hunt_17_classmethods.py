from datetime import date
class Person:
    count = 0
    def __init__(self, name, born):
        self.name, self.born = name, born
        Person.count += 1
    @classmethod
    def from_string(cls, s):
        name, year = s.split(",")
        return cls(name.strip(), date(int(year), 1, 1))
    @staticmethod
    def is_adult(age):
        return age >= 18
    def age(self, today=date(2024, 6, 1)):
        return today.year - self.born.year
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.born.year})"

class Employee(Person):
    def __init__(self, name, born, salary=0):
        super().__init__(name, born)
        self.salary = salary

e = Employee.from_string("Ann, 1990")
print(e, type(e).__name__, e.age(), Person.is_adult(e.age()), e.is_adult(10), Person.count)
print(Person.from_string.__self__ is Person, Employee.from_string.__self__ is Employee)
print(type(Person.__dict__["is_adult"]).__name__, type(Person.__dict__["from_string"]).__name__)
people = [Person("Bo", date(2001, 5, 5)), e, Person("Al", date(1980, 1, 1))]
print(sorted(people, key=lambda p: p.born), [p.name for p in sorted(people, key=Person.age)])

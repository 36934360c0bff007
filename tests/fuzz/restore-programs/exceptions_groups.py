class AppError(Exception):
    def __init__(self, code):
        super().__init__(f'code {code}')
        self.code = code
try:
    try:
        {}['k']
    except KeyError as e:
        raise AppError(3) from e
except AppError as e:
    saved = e
    saved.add_note('while testing')
eg = ExceptionGroup('many', [ValueError(1), TypeError('t'), saved])
tb_holder = None
try:
    raise eg
except* ValueError as g:
    tb_holder = g
except* (TypeError, AppError):
    pass
print(pause(repr(saved), repr(saved.__cause__)), tb_holder, eg.subgroup(ValueError))

class State:
    transitions = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        State.transitions[cls.__name__.lower()] = cls
    def on(self, event):
        raise NotImplementedError(f"{type(self).__name__} cannot handle {event}")
    def __repr__(self):
        return f"<{type(self).__name__}>"

class Idle(State):
    def on(self, event):
        return Running() if event == "start" else super().on(event)

class Running(State):
    def on(self, event):
        if event == "pause":
            return Paused()
        if event == "stop":
            return Idle()
        return super().on(event)

class Paused(State):
    def on(self, event):
        return {"resume": Running, "stop": Idle}.get(event, lambda: super(Paused, self).on(event))()

class Machine:
    def __init__(self):
        self.state = Idle()
        self.history = [self.state]
    def fire(self, *events):
        for e in events:
            try:
                self.state = self.state.on(e)
            except NotImplementedError as err:
                print("ignored:", err)
            self.history.append(self.state)
        return self

m = Machine().fire("start", "pause", "jump", "resume", "stop")
print(m.history, sorted(State.transitions))

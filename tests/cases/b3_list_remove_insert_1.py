todo = ['write', 'test', 'review', 'test', 'deploy']
todo.remove('test')
print(todo)
todo.insert(todo.index('deploy'), 'approve')
print(todo)
while 'test' in todo:
    todo.remove('test')
print(todo, todo.count('test'))
done = []
for task in list(todo):
    if task.startswith(('w', 'r')):
        todo.remove(task)
        done.append(task)
print(todo, done)
todo[1:1] = ['merge', 'tag']
todo.insert(0, todo.pop())
print(todo, todo.index('tag'), todo[-1])

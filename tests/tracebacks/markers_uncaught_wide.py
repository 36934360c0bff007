# the interpreter keeps trailing blanks and counts wide characters twice
labels = {"ok": "✅ 完了"}
print(labels["ok"]); x = labels["ok"] + 1   

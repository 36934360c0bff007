call_tool(True=1)

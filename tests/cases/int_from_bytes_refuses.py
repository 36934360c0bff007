for a in ['ab', [1,2], (3,), 5, 2.5, None, iter([1,2]), True, bytearray(b'\x01\x00'), b'\xff\xfe']:
  try: print(int.from_bytes(a), int.from_bytes(a, 'little', signed=True))
  except Exception as e: print(type(e).__name__, e)

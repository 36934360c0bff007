# SystemExit codes: a tuple is printed, -1 is 255, 256 is 0 (C exit status).
import asyncio
async def main():
    raise SystemExit(1, 2)
asyncio.run(main())

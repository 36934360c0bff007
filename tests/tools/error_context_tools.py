# A tool's error raised while another exception is being handled has that
# exception as its __context__ (as any raise), so an uncaught chain shows
# "During handling of the above exception"; async tools too.
import asyncio
import traceback

try:
    raise ValueError("outer")
except ValueError:
    try:
        get_weather("Atlantis")
    except ValueError as e:
        print("context:", repr(e.__context__), e.__cause__, e.__suppress_context__)
    try:
        try:
            get_weather("Nowhere")
        except ValueError as e:
            raise LookupError("wrapped") from e
    except LookupError as e:
        print("cause:", repr(e.__cause__), "its context:", repr(e.__cause__.__context__))
try:
    get_weather("Atlantis")
except ValueError as e:
    print("no handler:", e.__context__)


async def main():
    try:
        raise KeyError("k")
    except KeyError:
        try:
            await asyncio.gather(asyncio.sleep(0))
            get_weather("Mars")
        except ValueError as e:
            print("in a task:", repr(e.__context__))


asyncio.run(main())
try:
    1 / 0
except ZeroDivisionError:
    get_weather("Pluto")

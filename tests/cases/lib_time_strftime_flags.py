# glibc's strftime flags (- _ 0 ^ #), field widths and E/O modifiers, as
# CPython on Linux passes them through: '%-d', '%-I' are common in agent code
import time
from datetime import datetime, timezone, timedelta
for d in [datetime(2024,3,5,17,8,9,1234), datetime(2023,1,1,0,0,0), datetime(2024,12,31,9,59,0)]:
  for f in ['%-d','%_d','%0e','%-e','%^a','%#a','%#p','%^p','%5d','%-5d','%_5d','%05e','%10A','%-j','%_H','%-I','%-l','%Ey','%Od','%-y','%-Y','%^B','%-p','%3a','%-m/%-d/%Y','%-','%-%','%_Y','%_j','%#Z','%^F','%-F','%-D','%-u','%_u','%-C','%-G','%-g','%-V','%-U','%#b','%^c','%8%','%-k','%q','%-q','%E','%Od','%Oe','%O-d','%-Od','%-H:%-M','%1d','%1j','%_3Y','%-0d','%0-d','%_-d','%-_d','%05a','%^5a','%#A','%#B','%#P','%^P','%^#a','%#^a','%-f','%_f','%03M','%_10S','%-10S','%-10%','%010a','%_5a','%-5a','%^-5b','%#x','%^X','%5n','%3t','%-E','%E-d','%EOd','%OEd','%#5p','%0f', '%B %-d, %Y at %-I:%M %p', '%e-%b-%Y']:
    print(repr(f), repr(d.strftime(f)), repr(time.strftime(f, d.timetuple())))
from datetime import datetime
t = datetime(2024,3,5).timetuple()
print(repr(time.strftime('%Z', t)), repr(time.strftime('%z', t)), repr(time.strftime('%Z %z', time.gmtime(0))), t.tm_zone, time.gmtime(0).tm_zone)

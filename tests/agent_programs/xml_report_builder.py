# Build an XML report with xml.etree.ElementTree from tool data, pretty-print it with ET.indent, then query it back with find/findall/XPath-lite.
import xml.etree.ElementTree as ET

root = ET.Element("report", attrib={"version": "1.0", "generated": "2024-06-01"})
users = ET.SubElement(root, "users")
for uid in (1, 4, 7):
    u = get_user(uid)
    el = ET.SubElement(users, "user", id=str(u["id"]), tier=u["tier"])
    ET.SubElement(el, "name").text = u["name"]
    ET.SubElement(el, "email").text = u["email"]
    if not u["active"]:
        el.set("inactive", "yes")
weather = ET.SubElement(root, "weather")
for city in ("Cairo", "Oslo"):
    w = get_weather(city)
    c = ET.SubElement(weather, "city", name=city)
    c.text = f"{w['temp']} & {w['sky']} <{w['units']}>"
root.append(ET.Comment(" end of report "))
ET.indent(root, space="  ")
text = ET.tostring(root, encoding="unicode")
print(text)
back = ET.fromstring(text)
print(back.tag, back.attrib, len(back), [c.tag for c in back])
print([u.get("id") for u in back.iter("user")], back.find("users/user[@tier='pro']/name").text)
print([e.text for e in back.findall(".//email")][:2], back.findtext("weather/city", default="?"))
print([(u.get("id"), u.get("inactive", "no")) for u in back.findall("./users/user")])
for city in back.iter("city"):
    print(city.attrib["name"], repr(city.text))
doc = ET.fromstring("<a><b x='1'>t<c/>tail</b><b x='2'/></a>")
print([b.attrib for b in doc], doc[0].tail, doc[0][0].tail, ET.tostring(doc[0]), doc.find("b[@x='2']") is not None)
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as e:
    print("ParseError:", e, e.position)

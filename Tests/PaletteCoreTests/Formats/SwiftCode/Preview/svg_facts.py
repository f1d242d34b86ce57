#!/usr/bin/env python3
"""svg_facts.py IMAGE.svg: parses the SVG as XML (Python's xml.etree.ElementTree) and prints, as JSON,
the element names it holds, each attribute as "element@attribute", and the text of every <text>
element (its <tspan>s included). Exits 1 with the parser's message when the file is not well-formed XML.
"""
import json
import sys
import xml.etree.ElementTree as ElementTree


def local(name):
    return name.split("}", 1)[-1]


try:
    root = ElementTree.parse(sys.argv[1]).getroot()
except ElementTree.ParseError as error:
    sys.exit("not well-formed XML: %s" % error)

elements, attributes, texts = set(), set(), []
for element in root.iter():
    tag = local(element.tag)
    elements.add(tag)
    attributes.update("%s@%s" % (tag, local(name)) for name in element.attrib)
    if tag == "text":
        texts.append("".join(element.itertext()))
print(json.dumps({"elements": sorted(elements), "attributes": sorted(attributes), "texts": texts}))

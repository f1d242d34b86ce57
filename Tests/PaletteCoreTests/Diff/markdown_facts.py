#!/usr/bin/env python3
"""markdown_facts.py FILE.md: renders the Markdown as GitHub would, with markdown-it-py's CommonMark
(raw HTML allowed) plus GFM's tables, strikethrough and autolinks (linkify-it-py), and prints, as JSON,
the HTML elements it made, each attribute as "element@attribute", and every table as its rows of cell
texts. Exits 1 saying what to install when either package is missing.
"""
import json
import sys
from html.parser import HTMLParser

try:
    from markdown_it import MarkdownIt
    import linkify_it  # noqa: F401 (markdown-it-py's linkify rule needs it)
except ImportError as error:
    sys.exit("%s: install it with `pip install markdown-it-py linkify-it-py`" % error)


class Facts(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.elements, self.attributes, self.tables = set(), set(), []
        self.cell = None

    def handle_starttag(self, tag, attrs):
        self.elements.add(tag)
        self.attributes.update("%s@%s" % (tag, name) for name, _ in attrs)
        if tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self.tables[-1].append([])
        elif tag in ("td", "th") and self.tables and self.tables[-1]:
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.tables[-1][-1].append(self.cell)
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


markdown = MarkdownIt("commonmark", {"linkify": True}).enable(["table", "strikethrough", "linkify"])
facts = Facts()
facts.feed(markdown.render(open(sys.argv[1], encoding="utf-8").read()))
print(json.dumps({"elements": sorted(facts.elements), "attributes": sorted(facts.attributes), "tables": facts.tables}))

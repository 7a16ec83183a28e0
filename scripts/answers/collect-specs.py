#!/usr/bin/env python3
"""Collects the form specs of every page a running gallery links to (all locales, layouts and themes), for the
answer differentials (compare-page-answers.mjs, compare-driver-answers.mjs).

Usage: python3 scripts/answers/collect-specs.py http://127.0.0.1:PORT > specs.json
       (start the gallery with: textinput-gallery --host 127.0.0.1 --port 0 --test-pages)
"""
import html
import json
import re
import sys
import urllib.request

base = sys.argv[1].rstrip("/")
seen, queue, specs = set(), ["/"], []
while queue:
    path = queue.pop()
    if path in seen:
        continue
    seen.add(path)
    try:
        body = urllib.request.urlopen(base + path).read().decode()
    except (UnicodeDecodeError, OSError):
        continue
    for match in re.finditer(r'href="(/[^"#]*)"', body):
        link = html.unescape(match.group(1))
        if not link.startswith(("/assets", "/textinput")) and link not in seen and len(seen) < 1000:
            queue.append(link)
    for match in re.finditer(r'<script[^>]*id="tik-spec-[^"]*"[^>]*>(.*?)</script>', body, re.S):
        specs.append({"page": path, "spec": match.group(1)})
json.dump(specs, sys.stdout)
print(f"{len(seen)} pages, {len(specs)} specs", file=sys.stderr)

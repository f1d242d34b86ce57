#!/usr/bin/env python3
"""png_pixels.py IMAGE.png X,Y|X,Y,W,H ...: prints the RGBA hex of each pixel, one per line; for a box
X,Y,W,H, of each of its pixels, row by row, on one line apart by spaces.

Standard library only (zlib): decodes 8-bit RGB or RGBA, non-interlaced PNGs, as rsvg-convert writes them.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    assert depth == 8 and color_type in (2, 6) and interlace == 0, header
    channels = 4 if color_type == 6 else 3
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return rows, channels


def pixel(x, y):
    values = rows[y][x * channels:(x + 1) * channels]
    return "".join("%02X" % value for value in values) + ("" if channels == 4 else "FF")


rows, channels = decode(sys.argv[1])
for place in sys.argv[2:]:
    numbers = list(map(int, place.split(",")))
    if len(numbers) == 2:
        print(pixel(*numbers))
    else:
        x, y, width, height = numbers
        print(" ".join(pixel(x + dx, y + dy) for dy in range(height) for dx in range(width)))

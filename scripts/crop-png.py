#!/usr/bin/env python3
"""Cuts a screenshot below its last line that differs from the page's background.

usage: crop-png.py IN.png OUT.png

Headless Chromium screenshots a fixed window; a docs picture should end where
the messages end. Standard library only (8-bit RGB or RGBA PNGs, as Chromium
writes them). The margin below the content is kept at 12 px.
"""
import struct
import sys
import zlib

MARGIN = 12


def chunks(data):
    pos = 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        yield kind, data[pos + 8:pos + 8 + length]
        pos += 12 + length


def unfilter(raw, width, height, bpp):
    stride = width * bpp
    rows, prev, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return rows


def filtered(rows, bpp, kind):
    """The rows under one PNG filter: none (0), sub (1) or up (2)."""
    prev = bytes(len(rows[0]))
    for row in rows:
        if kind == 1:
            row_out = bytes((row[i] - (row[i - bpp] if i >= bpp else 0)) & 255 for i in range(len(row)))
        elif kind == 2:
            row_out = bytes((row[i] - prev[i]) & 255 for i in range(len(row)))
        else:
            row_out = row
        yield bytes([kind]) + row_out
        prev = row


def main(src, dst):
    data = open(src, "rb").read()
    idat, header = b"", None
    for kind, body in chunks(data):
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    if depth != 8 or colour not in (2, 6):
        sys.exit(f"{src}: only 8-bit RGB or RGBA PNGs")
    bpp = 3 if colour == 2 else 4
    rows = unfilter(zlib.decompress(idat), width, height, bpp)
    background = rows[-1]
    last = max((y for y, row in enumerate(rows) if row != background), default=0)
    keep = rows[:min(height, last + 1 + MARGIN)]
    # Whichever filter compresses best: flat screens favour none, gradients up.
    idat = min((zlib.compress(b"".join(filtered(keep, bpp, kind)), 9) for kind in (0, 1, 2)), key=len)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, len(keep), 8, colour, 0, 0, 0))
    png += chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    open(dst, "wb").write(png)
    print(f"{dst}: {width}x{len(keep)} px, {len(png) // 1024} KB")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])

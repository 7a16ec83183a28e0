#!/usr/bin/env python3
"""Draws the OCR test images: printed text with DejaVu Sans (fonts-dejavu-core), as a slip, a receipt, a card front,
a business card and a rotated, noisy JPEG of the slip. Deterministic (a fixed noise seed).

Usage: python3 scripts/ocr/make-test-images.py OUTPUT_DIRECTORY   (needs Pillow: pip install pillow)
"""
import pathlib
import random
import sys

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def draw(size, lines, background=255, ink=0):
    image = Image.new("L", size, background)
    canvas = ImageDraw.Draw(image)
    for x, y, text, points, bold in lines:
        canvas.text((x, y), text, fill=ink, font=ImageFont.truetype(BOLD if bold else FONT, points))
    return image


def main(out):
    out.mkdir(parents=True, exist_ok=True)
    slip = draw((900, 366), [
        (30, 24, "Transfer slip                 Date 25.11.2026", 24, False),
        (30, 84, "Beneficiary: Analytical Engines Ltd", 24, False),
        (30, 144, "IBAN DE89 3704 0044 0532 0130 00", 28, True),
        (30, 210, "BIC COBADEFFXXX        Reference 4711 0815", 24, False),
        (30, 270, "Amount EUR 1.250,00", 24, False),
    ])
    slip.save(out / "slip.png")
    receipt = draw((420, 520), [
        (30, 24, "CAFE ANALYTICAL", 24, True),
        (30, 90, "Coffee 2 x 3.50      7.00", 20, False),
        (30, 130, "Cake                  4.20", 20, False),
        (30, 190, "TOTAL              $11.20", 24, True),
        (30, 250, "Card ending 1234", 20, False),
        (30, 290, "11/25/2026 09:41", 20, False),
        (30, 360, "Thank you!", 20, False),
    ])
    receipt.save(out / "receipt.png")
    card = draw((856, 540), [
        (60, 60, "ANALYTICAL BANK", 30, True),
        (60, 300, "4242 4242 4242 4242", 48, False),
        (60, 390, "VALID THRU 12/29", 24, False),
        (60, 440, "ADA LOVELACE", 28, False),
    ], background=225, ink=20)
    card.save(out / "card.png")
    business = draw((700, 400), [
        (40, 40, "Ada Lovelace", 34, True),
        (40, 100, "Analytical Engines Ltd.", 24, False),
        (40, 190, "ada.lovelace@engines.example.com", 24, False),
        (40, 250, "+1 (555) 123-4567", 24, False),
    ])
    business.save(out / "business-card.png")
    # The slip photographed: turned by 3 degrees, grain, saved as a JPEG.
    turned = slip.rotate(3, resample=Image.BICUBIC, expand=True, fillcolor=255)
    noise = random.Random(7)
    pixels = turned.load()
    for y in range(turned.height):
        for x in range(turned.width):
            pixels[x, y] = max(0, min(255, pixels[x, y] + int(noise.gauss(0, 18))))
    turned.convert("RGB").save(out / "slip-photo.jpg", quality=70)


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]))

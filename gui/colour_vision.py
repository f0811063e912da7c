"""How a colour looks with a colour-vision deficiency, and how far apart two colours look (CIELAB ΔE).

The simulation is Machado, Oliveira and Fernandes (2009) at full severity, applied in linear sRGB.
"""

from __future__ import annotations

DEFICIENCIES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
# two colours closer than this (CIE76 ΔE) are hard to tell apart on a small piece
HARD_TO_TELL = 12.0


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _gamma(channel: float) -> float:
    channel = min(max(channel, 0.0), 1.0)
    return channel * 12.92 if channel <= 0.0031308 else 1.055 * channel ** (1 / 2.4) - 0.055


def rgb(hex_colour: str) -> tuple[float, float, float]:
    text = hex_colour.lstrip("#")
    return tuple(int(text[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def simulate(hex_colour: str, deficiency: str) -> tuple[float, float, float]:
    """The sRGB colour (0..1) a person with ``deficiency`` sees for ``hex_colour``."""
    linear = [_linear(c) for c in rgb(hex_colour)]
    matrix = DEFICIENCIES[deficiency]
    return tuple(_gamma(sum(row[i] * linear[i] for i in range(3))) for row in matrix)  # type: ignore[return-value]


def lab(colour: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def distance(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """CIE76 ΔE between two sRGB colours (0..1)."""
    a, b = lab(first), lab(second)
    return sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5


def confusable_pairs(palette: dict[str, str], deficiency: str) -> list[tuple[str, str, float]]:
    """The pairs of ``palette`` (name -> hex) that look alike with ``deficiency``, with their ΔE."""
    seen = {name: simulate(colour, deficiency) for name, colour in palette.items()}
    names = sorted(seen)
    return [(a, b, d) for i, a in enumerate(names) for b in names[i + 1:]
            if (d := distance(seen[a], seen[b])) < HARD_TO_TELL]

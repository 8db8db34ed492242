#!/bin/sh
# Renders the fallback action icons (the SVGs here) to the PNG sizes the console bundles, for
# systems whose Qt has no SVG support. Run after changing an SVG; needs rsvg-convert.
set -e
cd "$(dirname "$0")"
for size in 16 24 32 48; do
    mkdir -p "$size"
    for svg in *.svg; do
        rsvg-convert -w "$size" -h "$size" -o "$size/${svg%.svg}.png" "$svg"
    done
done
